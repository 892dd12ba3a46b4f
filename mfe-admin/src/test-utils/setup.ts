// Jest setup of the console's tests (after the browser packages' own): a page's first render compiles
// its chunk on first import, and on a machine whose cores are shared with builds that can take longer
// than Testing Library's 1 s default for findBy*.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
