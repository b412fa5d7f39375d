/**
 * Every user-facing message the server or the shared schemas can produce, in English.
 * The web translates them through i18n by key (see web/src/lib/translate-message.ts);
 * the texts marked "spec" are the product contract's (docs/product-contract.md §5, §8) and must
 * not change.
 */
export const Messages = {
  // spec §5, login
  loginIdRequired: 'Email or Phone Number is required',
  passwordRequired: 'Password is required',
  // spec §5, signup
  fullNameMin: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneInvalidForCountry: 'Please enter a valid phone number for the selected country',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  countryRequired: 'Country is required',
  // spec §5, reset
  resetTokenRequired: 'Reset token is required',
  resetTokenInvalidFormat: 'The reset code is the 6 digits we sent you',
  // spec §5, contact
  contactFieldsRequired: 'Please fill all fields',
  contactNameMax: 'Name must be at most 100 characters',
  contactSubjectMax: 'Subject must be at most 150 characters',
  contactMessageMax: 'Message must be at most 5000 characters',
  contactTypeInvalid: 'Please choose a query, feedback or support message',
  ratingInvalid: 'Rating must be a whole number of stars from 1 to 5',
  ratingOnlyForFeedback: 'A star rating can only be given with feedback',
  // issue 4, papers
  paperScopeUnknown: 'This board, class or subject is not in our catalog.',
  paperChaptersRequired: 'Choose at least one chapter.',
  paperChapterUnknown: 'One of the chosen chapters is not in this subject.',
  paperCountInvalid: 'Question counts must be whole numbers from 0 to 60.',
  paperMarksInvalid: 'Marks per question must be whole numbers from 1 to 20.',
  paperNoQuestions: 'Choose at least one question.',
  paperTooManyQuestions: 'A paper can have at most 100 questions.',
  paperDurationInvalid: 'Duration must be between 10 minutes and 6 hours.',
  paperTitleMax: 'Title must be at most 120 characters',
  paperTitleRequired: 'Please give the paper a title.',
  paperSchoolNameMax: 'The school name can be at most 120 characters.',
  paperExamNameMax: 'The exam name can be at most 120 characters.',
  paperInstructionsMax: 'Use at most 10 instructions of up to 300 characters each.',
  paperCountsOrPreset: 'Give question counts or a paper pattern, not both.',
  paperPresetUnknown: 'This paper pattern does not belong to the chosen subject.',
  paperSeedInvalid: 'The seed must be a whole number from 1 to 2147483647.',
  paperPoolShort: 'There are not enough questions for this paper.',
  paperQuestionUnknown: 'This paper has no such question.',
  paperSwapNoneLeft:
    'There is no other question of this kind, chapter and difficulty to swap in yet.',
  paperSwapLimit:
    'This paper has had as many swaps as it has questions. Make a new variant for a fresh set.',
  paperSwapAttempted:
    'This paper has been attempted, so its questions stay as they are. Make a new variant to change questions.',
  attemptAlreadySubmitted: 'This attempt has already been submitted.',
  attemptTimeUp: 'Time is up: your answers have been submitted.',
  attemptNotSubmitted: 'Submit the attempt before marking your answers.',
  selfMarksInvalid: 'Give marks only to written answers, from 0 up to the marks of the question.',
  catalogQueryInvalid: 'Choose the country, curriculum and class first.',
  // issue 6, plans and payments
  planTypeInvalid: 'Choose the monthly or the yearly plan.',
  subscriptionScopeRequired:
    'Please select Country, Curriculum, and Class before proceeding with payment.',
  subscriptionScopeUnknown: 'This country, curriculum or class is not in our catalog.',
  subscriptionScopeComingSoon:
    'Questions for this class are coming soon, so a plan for it cannot be bought yet. Choose a class marked as available.',
  subscriptionEmailRequired: 'Give the email address of your account.',
  paperFreeLimitReached:
    'You have used your 3 free papers. Subscribe to keep generating papers for this class.',
  paperNotInPlan:
    'Your subscription does not cover this board and class. Subscribe for it to generate more papers.',
  paperMonthlyLimitReached:
    "Your monthly plan includes 1 paper per subject each month, and this month's paper for this subject is used. Upgrade to the yearly plan for unlimited papers.",
  pdfMonthlyLimitReached:
    'You have downloaded 2 papers in this subject this month, the most a plan allows. Papers you have already downloaded this month can be downloaded again.',
  paymentOrderNotFound: 'We could not find this payment order.',
  paymentNotCompleted: 'Payment was not completed. Please try again.',
  paymentPending:
    'Your bank has not confirmed the payment yet. Your plan starts as soon as it does.',
  paymentOrderExpired: 'This payment order has expired. Please start a new payment.',
  paymentAmountMismatch:
    'This payment does not match its order, so no plan was started. Please contact support.',
  paymentProviderUnavailable:
    'The payment service is not reachable right now. Please try again in a few minutes.',
  webhookSignatureInvalid: 'The webhook signature is missing or invalid.',
  // server answers
  invalidCredentials: 'Invalid email, phone number or password.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  emailTaken: 'An account with this email already exists. Try logging in instead.',
  phoneTaken: 'An account with this phone number already exists. Try logging in instead.',
  resetCodeInvalid: 'This reset code is invalid or has expired. Please request a new one.',
  csrfMissing: 'Security token missing. Please reload the page and try again.',
  csrfInvalid: 'Security token is invalid or expired. Please reload the page and try again.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  invalidRequest: 'Some fields are invalid. Please check and try again.',
  unknownField: 'This request has a field the server does not accept.',
  textUnsafe: 'This text has a character that cannot be saved. Please remove it and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  // the web client's own, for answers that never came or came from no Prashna server
  networkUnavailable: 'We could not reach Prashna. Check your internet connection and try again.',
  serverUnavailable: 'Prashna is not answering right now. Please try again in a minute.',
  databaseNotReady: 'The database is starting. Please try again in a moment.',
  pdfUnavailable:
    'PDF download is not available right now: the PDF engine (Chromium) is not installed on the server.',
} as const;

export type MessageKey = keyof typeof Messages;

const keyByText = new Map<string, MessageKey>(
  (Object.keys(Messages) as MessageKey[]).map((key) => [Messages[key], key]),
);

/** The key of a known message text, so a client can translate a server answer. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
