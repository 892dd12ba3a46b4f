// Module federation needs an async boundary before any shared module is used (DESIGN.md).
import('./bootstrap');
