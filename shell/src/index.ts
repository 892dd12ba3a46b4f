// Async boundary: lets module federation negotiate shared singletons before any of them is used.
void import('./bootstrap');
