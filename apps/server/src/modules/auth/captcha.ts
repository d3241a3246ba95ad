import svgCaptcha from 'svg-captcha';

/** The module itself draws a given text; its typings only declare the helpers. */
const drawText = svgCaptcha as unknown as (text: string, options: typeof IMAGE) => string;

/** eladmin's arithmetic captcha, 111 × 36. */
const IMAGE = { width: 111, height: 36, noise: 2, color: true, background: '#f4f6fa', fontSize: 40 };

export type CaptchaImage = { dataUri: string; answer: string };

/**
 * Draws a captcha: a small sum to solve, or, in automated tests and demos, a fixed answer
 * (CAPTCHA_FIXED_ANSWER) drawn as it is so a person watching a demo can still read it.
 */
export function drawCaptcha(fixedAnswer?: string): CaptchaImage {
  const { data, text } = fixedAnswer
    ? { data: drawText(fixedAnswer, IMAGE), text: fixedAnswer }
    : svgCaptcha.createMathExpr({ ...IMAGE, mathMin: 1, mathMax: 9, mathOperator: '+' });
  return { dataUri: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, answer: text };
}

/** Answers are compared without case or surrounding spaces. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
