export { PortalProviders } from './PortalProviders';
export { theme, lightTheme, darkTheme, themes, type PortalTheme, type ThemeMode, type Tone } from './theme/theme';
export { media, breakpoints, MOBILE_BREAKPOINT, isMobileViewport, type Breakpoint } from './theme/breakpoints';
export { GlobalStyle } from './theme/global-style';
export { useThemeMode, THEME_STORAGE_KEY, THEME_PREFERENCES, type ThemePreference } from './theme/theme-mode';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Alert, type AlertProps } from './components/Alert';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  Card,
  Stack,
  Heading,
  Text,
  AppLink,
  type StackProps,
  type HeadingProps,
  type TextProps,
} from './components/layout';
export { PageHeader, PageColumn, Panel, type PageHeaderProps } from './components/PageHeader';
export { usePageTitle } from './use-page-title';
export { ErrorBoundary } from './ErrorBoundary';
export { QueryView, Loading, LoadError, type QueryViewProps } from './components/QueryView';
export { ButtonLink, type ButtonLinkProps, type ButtonLinkVariant } from './components/ButtonLink';
export {
  Pagination,
  pageInfo,
  type PaginationProps,
  type PaginationLabels,
  type PageWindow,
  type PageInfo,
} from './components/Pagination';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Dialog, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Form, FormActions } from './components/Form';
export { toast, dismissToast, type ToastOptions } from './toast/toast-store';
