// The About page's strings (keys `about.*` of the `shell` namespace), registered when its chunk loads:
// the first load of the portal does not carry them.
import { registerShellStrings, type Widen } from '../../i18n/register';

const aboutEn = {
  title: 'About',
  intro:
    '{{site}} is the customer portal of our network-acceleration subscription. Sign in to manage your services and nodes, top up your wallet, follow your bills, ask support for help and keep your account secure.',
  featuresTitle: 'What you can do here',
  features: {
    services: 'See your plans, nodes and subscription usage, and renew or buy a plan.',
    wallet: 'Recharge your wallet, redeem cd-keys and review your bills and purchases.',
    tickets: 'Open support tickets and follow the conversation with our team.',
    account: 'Change your password, review sign-in activity and read announcements.',
  },
  versionsTitle: 'Versions',
  portalBuild: 'Portal build',
  apiVersion: 'API',
  sectionNotDeployed: 'not deployed',
  sectionNames: {
    mfe_auth: 'Sign-in and sign-up',
    mfe_services: 'Services',
    mfe_wallet: 'Wallet and shop',
    mfe_tickets: 'Tickets',
    mfe_account: 'Account',
    mfe_admin: 'Operator console',
  },
  loading: 'Loading…',
  unavailable: 'unavailable ({{reason}})',
};

const aboutZhCN: Widen<typeof aboutEn> = {
  title: '关于',
  intro:
    '{{site}}是我们网络加速订阅服务的用户门户。登录后，您可以管理服务和节点、为钱包充值、查看账单、向客服求助，并保障账户安全。',
  featuresTitle: '您可以在这里',
  features: {
    services: '查看套餐、节点和订阅用量，续费或购买套餐。',
    wallet: '为钱包充值、兑换卡密，查看账单和购买记录。',
    tickets: '提交工单，并与我们的团队沟通。',
    account: '修改密码、查看登录活动并阅读公告。',
  },
  versionsTitle: '版本',
  portalBuild: '门户构建',
  apiVersion: 'API',
  sectionNotDeployed: '未上线',
  sectionNames: {
    mfe_auth: '登录与注册',
    mfe_services: '服务',
    mfe_wallet: '钱包与商店',
    mfe_tickets: '工单',
    mfe_account: '账户',
    mfe_admin: '运营控制台',
  },
  loading: '加载中…',
  unavailable: '不可用（{{reason}}）',
};

registerShellStrings({ en: { about: aboutEn }, 'zh-CN': { about: aboutZhCN } });
