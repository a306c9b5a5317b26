/**
 * English strings of the parent's monthly report screen (the image, the PDF, sharing, the qari's
 * note) and of the parent's notifications. The report's own figures and labels are in
 * domain/src/month-report.ts, so the PDF made by the functions says the same.
 */
export const reportEn = {
  open: 'Monthly report',
  pageTitle: 'Monthly report',
  heading: 'Monthly report for {{name}}',
  back: 'Back to the dashboard',
  prev: 'Previous month',
  next: 'Next month',
  language: 'Report language',
  languages: { ur: 'اردو', en: 'English' },
  loading: 'Loading the report…',
  error: 'The report could not be loaded.',
  futureMonth: 'There is no report for a month that has not come yet.',
  image: 'The report as an image',
  imageAlt: 'Monthly report for {{month}}',
  drawing: 'Drawing the image…',
  share: 'Share on WhatsApp',
  shareUnsupported: 'This device cannot share files: the image was downloaded instead.',
  downloadImage: 'Download image',
  downloadPdf: 'Download PDF',
  pdfFailed: 'The PDF could not be made. Try again in a moment.',
  note: {
    label: "The qari's note for this month",
    hint: 'Parents read this in the report. At most 500 characters.',
    save: 'Save note',
    saved: 'Note saved.',
    failed: 'The note could not be saved.',
  },
  notify: {
    heading: 'Notifications about {{name}}',
    lead: "Hear about the day's attendance and sabaq when the qari saves the day, and get the monthly report when the month ends.",
    on: 'Turn on notifications',
    off: 'Turn off notifications',
    isOn: 'Notifications are on for this device.',
    isOff: 'Notifications are off.',
    unsupported: 'This browser cannot show notifications.',
    denied: 'Notifications are blocked for this site in the browser settings.',
    failed: 'Notifications could not be changed. Try again later.',
  },
};
export type ReportMessages = typeof reportEn;
