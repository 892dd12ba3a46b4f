// The shell's strings (namespace `shell`), English. zh-CN.ts must have exactly the same keys.
export const shellEn = {
  layout: {
    skipToContent: 'Skip to main content',
    language: 'Language',
    languageNav: 'Language',
    footerNav: 'Footer',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
  },
  nav: {
    label: 'Main navigation',
    sidebar: 'Sidebar',
    groups: {
      overview: 'Overview',
      services: 'Services',
      wallet: 'Wallet & shop',
      support: 'Support',
      account: 'Account',
      portal: 'Portal',
    },
    dashboard: 'Dashboard',
    nodes: 'Nodes',
    announcements: 'Announcements',
    services: 'My services',
    servicesBuy: 'Buy a plan',
    servicesRenewals: 'Renewals',
    servicesOld: 'All services',
    subscribeLogChart: 'Traffic charts',
    subscribeLogDetail: 'Traffic records',
    audit: 'Audit rules',
    shareAccounts: 'Shared accounts',
    connectionReset: 'Reset connection',
    wallet: 'Wallet',
    recharge: 'Recharge',
    billing: 'Billing',
    purchaseRecords: 'Purchase records',
    shop: 'Shop',
    promote: 'Invite friends',
    tickets: 'Support tickets',
    newTicket: 'New ticket',
    myAccount: 'My account',
    security: 'Security',
    editProfile: 'Profile',
    editPassword: 'Password',
    activity: 'Activity',
    loginIpLog: 'Sign-in log',
    settings: 'Settings',
    about: 'About',
  },
  userMenu: {
    button: 'Account menu for {{name}}',
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
  remote: {
    loading: 'Loading {{section}}…',
    unavailableTitle: 'The {{section}} section could not be loaded',
    notInstalledTitle: 'The {{section}} section is not installed',
    reasons: {
      absent: 'This portal does not include it yet, so trying again will not help. The site’s operator can add it.',
      'load-failed': 'This section could not be loaded. Check your connection, then try again.',
      offline: 'This section could not be downloaded. Check your connection, then try again.',
      'missing-files':
        'The server could not find this section’s files. Try again in a moment; if it keeps happening, the site’s operator can roll the section back.',
      broken:
        'This section failed to start because of an error in its code. Try again; if it keeps happening, the site’s operator can roll the section back.',
      incompatible:
        'This version of the section was built for other versions of the portal’s libraries, so it cannot run here. The site’s operator can roll it back.',
      'invalid-module': 'This section could not be started: its version does not match the portal.',
      'missing-route': 'The installed version of this section does not have this page.',
      crashed: 'This page stopped because of an unexpected error.',
    },
    incompatibleItem: '{{package}}: built with {{remote}}, this portal runs {{shell}}',
    incompatibleUnknown:
      '{{package}}: the section does not say which version it was built with; this portal runs {{shell}}',
    restWorks: 'The rest of the portal still works: you can use the navigation to go elsewhere.',
    retry: 'Retry',
    sections: {
      mfe_auth: 'sign-in',
      mfe_services: 'services',
      mfe_wallet: 'wallet',
      mfe_tickets: 'tickets',
      mfe_account: 'account',
    },
  },
  errors: {
    statusLabel: 'Status {{status}}',
    notFoundTitle: 'Page Not Found',
    notFoundMessage: 'Page Not Found: {{path}}',
    notFoundHint: 'The address may be mistyped, or the page may have moved.',
    serverTitle: 'Internal Server Error',
    serverHint: 'Something went wrong while showing this page. Please try again in a moment.',
    goHome: 'Go to the dashboard',
    goBack: 'Go back',
  },
  versionNotice: {
    title: 'A new version of the portal is available.',
    remotesTitle_one: 'A new version of the {{sections}} section is available.',
    remotesTitle_other: 'New versions of the {{sections}} sections are available.',
    body: 'Reload to use it; anything you are typing now will be lost.',
    reload: 'Reload',
    later: 'Later',
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
