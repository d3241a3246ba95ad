import svgCaptcha from 'svg-captcha';

/** The module itself draws a given text; its typings only declare the helpers. */
const drawText = svgCaptcha as unknown as (text: string, options: typeof IMAGE) => string;

/** eladmin's captcha box, 111 × 36. */
const IMAGE = { width: 111, height: 36, noise: 2, color: true, background: '#f4f6fa', fontSize: 36 };

/**
 * Five characters from 28 that cannot be mistaken for one another (no 0/o, 1/l/i, 9/g/q): 28⁵ ≈ 17 million
 * answers, so a blind guess passes about once in 17 million. eladmin's one-digit sums had 17 answers, and
 * always answering "10" passed 12% of the time.
 */
export const CAPTCHA_CHARACTERS = 'abcdefhjkmnprstuvwxyz2345678';
export const CAPTCHA_LENGTH = 5;

export type CaptchaImage = { dataUri: string; answer: string };

/**
 * Draws a captcha: five characters to type (in any case), or, in automated tests and demos, a fixed answer
 * (CAPTCHA_FIXED_ANSWER) drawn as it is so a person watching a demo can still read it.
 */
export function drawCaptcha(fixedAnswer?: string): CaptchaImage {
  const { data, text } = fixedAnswer
    ? { data: drawText(fixedAnswer, IMAGE), text: fixedAnswer }
    : svgCaptcha.create({ ...IMAGE, size: CAPTCHA_LENGTH, charPreset: CAPTCHA_CHARACTERS });
  return { dataUri: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, answer: text };
}

/** Answers are compared without case or surrounding spaces. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
