// What other modules may use of the uploads (never their routes).
export { presentDocument, presentImage, type ImageMeta } from './upload-presenter';
export { sweepOrphanUploads } from './upload-service';
