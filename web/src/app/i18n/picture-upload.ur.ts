/** The admin forms' picture upload (events, text pages): Urdu. */
export const pictureUploadUr = {
  hint: 'زیادہ سے زیادہ {{mb}} ایم بی کی JPEG، PNG، WebP یا AVIF تصویر۔ منتخب کرتے ہی اپ لوڈ ہو کر سرور پر چھوٹی کی جاتی ہے۔',
  uploading: 'تصویر اپ لوڈ ہو رہی ہے…',
  missing: 'تصویر منتخب کریں، یا اس کی وضاحت خالی کر دیں۔',
  remove: 'تصویر ہٹائیں',
  removed: 'محفوظ کرنے پر تصویر ہٹا دی جائے گی۔',
  contentPreview: 'اس صفحے یا کارڈ کی تصویر',
};
