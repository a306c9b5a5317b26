/** The admin forms' picture upload (events, text pages): English. */
export const pictureUploadEn = {
  hint: 'JPEG, PNG, WebP or AVIF of at most {{mb}} MB. It is uploaded when chosen and resized on the server.',
  uploading: 'Uploading the picture…',
  missing: 'Choose a picture, or clear its description.',
  remove: 'Remove the picture',
  removed: 'The picture will be removed when you save.',
  contentPreview: 'The picture of this page or card',
};
