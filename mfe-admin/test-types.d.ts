// Types of the DOM matchers that shared/test/setup-dom.ts installs for every Jest test.
/// <reference types="@testing-library/jest-dom" />
