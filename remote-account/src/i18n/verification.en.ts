import type { VerificationTexts } from './verification.tr';

/** English texts of `/dashboard/verification` (`account:verification.*`). */
export const verificationEn: VerificationTexts = {
  title: 'Identity Verification',
  intro: 'Verify your identity to withdraw and to deposit more than {{limit}}. Your documents are stored encrypted and seen only by our review team.',
  levels: {
    none: {
      title: 'Your identity is not verified yet',
      text: 'Upload the front of your identity document and a proof of address.',
      textBack: 'Your identity document has two sides: upload its back as well.',
      textBackAndAddress: 'Your identity document has two sides: upload its back and a proof of address.',
    },
    pending: { title: 'We are checking your documents', text: 'A review usually takes one working day; we will send you a notification with the outcome.' },
    verified: { title: 'Your identity is verified', text: 'You can withdraw, and deposit without the verification limit.' },
    rejected: { title: 'One of your documents was rejected', text: 'Upload a new one in its place; the reason is on its card.' },
  },
  deposits: 'Deposited without verification: {{used}} of {{limit}}',
  kinds: {
    identity_front: { title: 'Identity document (front)', hint: 'Turkish ID card, passport or driving licence, with all four corners visible.' },
    identity_back: { title: 'Identity document (back)', hint: 'For two-sided documents such as an ID card or a driving licence.' },
    selfie: { title: 'Selfie with your ID', hint: 'Hold your identity document next to your face.' },
    address: { title: 'Proof of address', hint: 'A bill, bank statement or e-Devlet residence document from the last three months.' },
  },
  status: { missing: 'Not uploaded', pending: 'In review', approved: 'Approved', rejected: 'Rejected' },
  required: 'Required',
  optional: 'Optional',
  rejectedBecause: 'Reason: {{reason}}',
  uploadedAt: 'Uploaded {{date}}',
  drop: {
    desktop: 'Drag a file here or',
    choose: 'choose a file',
    phone: 'Take a photo or choose a file',
    selfie: 'Take a selfie',
    again: 'Upload a new document',
    rules: 'JPEG, PNG or PDF, up to 8 MB',
    dropping: 'Drop it to upload',
  },
  preview: 'Preview of {{kind}}',
  pdf: 'PDF document',
  uploading: 'Uploading… {{percent}}%',
  uploaded: 'Your document has been received; we will let you know once it is reviewed.',
  errors: {
    type: 'This kind of file cannot be uploaded: only JPEG, PNG or PDF.',
    size: 'The file is too large: it may be at most 8 MB.',
    failed: 'The upload did not finish. Please try again.',
  },
};
