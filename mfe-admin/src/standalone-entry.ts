// Standalone development entry: the async boundary module federation needs before shared modules.
import('./standalone');
