// Types of the DOM matchers that test/setup-dom.ts installs (toBeInTheDocument, toHaveAttribute, …).
/// <reference types="@testing-library/jest-dom" />
