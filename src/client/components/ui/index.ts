export { Badge, statusLabel, statusTone, type BadgeTone } from './badge';
export { Button, buttonClass, type ButtonVariant } from './button';
export { Card, EmptyState, RetryState, Skeleton, SkeletonList, StatCard } from './card';
export { ConfirmDialog } from './confirm-dialog';
export { Dialog } from './dialog';
export { Facts, type Fact } from './facts';
export { SearchInput, SelectField, TextAreaField } from './fields';
export { Tabs, type TabItem } from './tabs';
export { Pager } from './pager';
