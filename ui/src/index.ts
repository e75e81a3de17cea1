/**
 * `@lotto/ui`: the site's building blocks. Bundled into the shell and each remote (not a
 * federation singleton), so a remote never needs a newer shell; react and styled-components
 * underneath are the shell's singletons, the theme is `@lotto/shared/client`'s.
 */
export {
  Button,
  ButtonRow,
  Field,
  FieldError,
  FormButtons,
  FormSubmit,
  Hint,
  Input,
  Label,
  Muted,
  PasswordInput,
  Select,
  SubmitButton,
  TextArea,
  TextField,
  type ButtonVariant,
} from './controls';
export { Badge, Card, CardTitle, Message, Money, Page, PageTitle, SectionTitle, Toolbar } from './layout';
export { ConfirmDialog, Dialog } from './Dialog';
export { Pagination, type PaginationWords } from './Pagination';
export { PagedList, type ListPage } from './PagedList';
export { Table, type Column } from './Table';
export { SkeletonBlock } from './Skeleton';
export { LoadFailure, QueryState } from './LoadFailure';
export { useIdempotencyKey, useIsWide, useNow } from './hooks';
export { Countdown } from './Countdown';
export { MaintenanceBanner, MaintenanceNotice, closedTitle, useClosingWindow, useMaintenanceWindows } from './Maintenance';
export { ToggleChip, type ToggleChipProps, type ToggleChipTone } from './ToggleChip';
export { ToastFont } from './ToastFont';
