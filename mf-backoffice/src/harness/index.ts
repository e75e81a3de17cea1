// Asynchronous boundary, as in the shell: shared singletons are settled before use.
import('./bootstrap');
