// Async boundary so federation can negotiate shared singletons before React loads.
import('./bootstrap');
