/**
 * How many times the form's work an assistant's proof of work asks for where a captcha guards the
 * form: the captcha costs a script a solving service and seconds of someone's time, which no
 * proof of work can charge; ten times the work (2,000,000 tries at most by default, a second or
 * two of one core in a client's code) is as close as an honest assistant can still pay
 * (decision 056). An owner who wants the captcha's own bar for every message closes the door.
 */
export const CAPTCHA_STAND_IN_FACTOR = 10;

/** The door the stand-in's challenges name in their salt: the form's cannot be spent there. */
export const ASSISTANT_DOOR = 'assistant';

export type StandInSettings = { maxNumber: number; minSendMs: number; door: typeof ASSISTANT_DOOR };

/**
 * The assistants' door (leave_message over MCP): closed (ASSISTANT_MESSAGES=off), or open with,
 * where a captcha guards the form, the proof of work of its own that stands in for it (an
 * assistant has no widget to show). Open without one, it asks the form's proof of work, if any.
 */
export type AssistantDoor = { open: false } | { open: true; captchaStandIn: StandInSettings | undefined };

type DoorInputs = {
  open: boolean;
  /** The form's proof of work (PROOF_OF_WORK), undefined when it is off. */
  formProof: { maxNumber: number; minSendMs: number } | undefined;
  /** Whether a captcha (CAPTCHA_PROVIDER) guards the form. */
  captcha: boolean;
  /** The work a challenge asks when the form's proof of work is off: the form's default. */
  defaultMaxNumber: number;
  /** The least time from challenge to message when the form's proof of work is off (MIN_SEND_SECONDS). */
  minSendMs: number;
};

/**
 * Every check the form's message meets, an assistant's meets too (decision 056): the same content
 * rules, limits and flood cap in the one intake, and for the captcha, which an assistant cannot
 * show, a proof of work ten times the form's, asked even when the form's own is off.
 */
export function assistantDoor({ open, formProof, captcha, defaultMaxNumber, minSendMs }: DoorInputs): AssistantDoor {
  if (!open) return { open: false };
  if (!captcha) return { open: true, captchaStandIn: undefined };
  return {
    open: true,
    captchaStandIn: { maxNumber: (formProof?.maxNumber ?? defaultMaxNumber) * CAPTCHA_STAND_IN_FACTOR, minSendMs: formProof?.minSendMs ?? minSendMs, door: ASSISTANT_DOOR },
  };
}
