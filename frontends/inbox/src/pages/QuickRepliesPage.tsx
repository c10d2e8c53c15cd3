import { QuickRepliesPage } from '../features/quick-replies/components/QuickRepliesPage';

/** Exposed as `inbox/QuickRepliesPage` (/quick-replies, /quick-replies?new=1): the shell renders it inside its providers. */
export default QuickRepliesPage;
