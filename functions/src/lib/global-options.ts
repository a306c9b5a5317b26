/**
 * Options of every function, set before any function is defined (index.ts imports this first:
 * ES modules run in import order, and a trigger module imported later takes the options then).
 * Mumbai is the Cloud Functions region nearest to Karachi; the Firestore database should be in
 * asia-south1 too, so its triggers stay in the region.
 */
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });
