// The shell's strings (namespace `shell`), English. zh-CN.ts must have exactly the same keys.
export const shellEn = {
  layout: {
    skipToContent: 'Skip to main content',
    language: 'Language',
    languageNav: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    preferencesNav: 'Language and theme',
    footerNav: 'Footer',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
  },
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    myAccount: 'My account',
    settings: 'Settings',
    about: 'About',
  },
  remote: {
    loading: 'Loading {{section}}…',
    unavailableTitle: 'The {{section}} section could not be loaded',
    notInstalledTitle: 'The {{section}} section is not installed',
    reasons: {
      absent: 'This portal does not include it yet, so trying again will not help. The site’s operator can add it.',
      'load-failed': 'This section could not be loaded. Check your connection, then try again.',
      'missing-files':
        'The server is missing this section’s files. Try again later; the site’s operator can roll it back.',
      broken: 'This section failed to start: its code has an error. Try again; the site’s operator can roll it back.',
      incompatible: 'This version of the section was built with other library versions than this portal uses:',
      'invalid-module': 'This section could not be started: its version does not match the portal.',
      'missing-route': 'The installed version of this section does not have this page.',
      crashed: 'This page stopped because of an unexpected error.',
    },
    incompatibleItem: '{{package}} {{remote}} (this portal: {{shell}})',
    restWorks: 'The rest of the portal still works: you can use the navigation to go elsewhere.',
    retry: 'Retry',
    sections: {
      mfe_auth: 'sign-in',
      mfe_services: 'services',
      mfe_wallet: 'wallet',
      mfe_tickets: 'tickets',
      mfe_account: 'account',
      mfe_admin: 'operator console',
    },
  },
  errors: {
    statusLabel: 'Status {{status}}',
    notFoundTitle: 'Page Not Found',
    notFoundMessage: 'Page Not Found: {{path}}',
    notFoundHint: 'The address may be mistyped, or the page may have moved.',
    badAddressTitle: 'This address is not valid',
    badAddressHint: 'The link is damaged (a %-escape in it is not valid). Check it, or start again from the home page.',
    serverTitle: 'Internal Server Error',
    serverHint: 'Something went wrong while showing this page. Please try again in a moment.',
    goHome: 'Go to the dashboard',
    goBack: 'Go back',
  },
  settings: {
    title: 'Settings',
    intro: 'Choices apply at once and are remembered on this device.',
    language: 'Language',
    theme: 'Theme',
  },
};

/** The same keys with any string values: the shape another language must have. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language of `shell` must have. */
export type ShellStrings = Widen<typeof shellEn>;
