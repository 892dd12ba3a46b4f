// The framework floor's entry: only the async boundary federation needs, as every app's entry.
void import('./bootstrap');
