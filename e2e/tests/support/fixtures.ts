// Test fixtures: a page whose user just signed up (fresh account, signed in, on the dashboard).
import { test as base, expect, type Page } from '@playwright/test';
import { freshUser, signUp, type TestUser } from './portal';

export const test = base.extend<{ signedUp: { page: Page; user: TestUser } }>({
  signedUp: async ({ page }, provide, testInfo) => {
    const user = freshUser(
      testInfo.title
        .replace(/[^a-z0-9]+/gi, '-')
        .slice(0, 20)
        .toLowerCase(),
    );
    await signUp(page, user);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await provide({ page, user });
  },
});

export { expect };
