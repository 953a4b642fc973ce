// The note's limits and the spec's messages, apart from the schema so the form can use them
// without loading the validation library up front.
export const NOTE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Both of the spec's required fields in one sentence, as the form shows it (SPEC §8). */
export const MISSING_REQUIRED_MESSAGE = "Please select a pastor and write a note";
export const SUBMIT_FAILED_MESSAGE = "Failed to submit note";
export const UNKNOWN_ERROR_MESSAGE = "An error occurred";
export const SUCCESS_VISIBLE_MS = 5000;
