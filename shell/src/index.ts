// The asynchronous boundary lets module federation agree on the shared singletons before any
// of them is evaluated.
import('./bootstrap');
