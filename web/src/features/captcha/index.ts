// The captcha of the forms a visitor can send (register, login, lost password, submit, propose a change).
export { CaptchaField } from "./CaptchaField";
export { captchaTexts } from "./captchaTexts";
export { useCaptchaAnswer } from "./useCaptchaAnswer";
export { useCaptchaProvider } from "./useCaptchaProvider";
