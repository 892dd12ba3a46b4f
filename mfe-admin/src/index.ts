// Module federation needs an async boundary before any shared module is used (docs/architecture.md).
import('./bootstrap');
