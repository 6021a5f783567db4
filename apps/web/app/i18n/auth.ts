import { catalogue } from "./catalogue.ts";

/**
 * Sign-in, auth response and sign-out words (spec §2 `/v1/api/login`,
 * `/v1/api/authresponse`, `/v1/api/logout`), sent by those loaders. The
 * API's sign-in messages (spec §8 and ours) are keyed by their English
 * wording, placeholders included (`translated`).
 */
export const AUTH = catalogue(
  {
    signInTitle: "Sign in to Safar",
    signInLead:
      "Use your mobile number or email. We send you a one-time password (OTP); no password to remember.",
    backToSafar: "Back to Safar",
    mobileOrEmail: "Mobile number or email",
    identifierHint: "A 10-digit mobile number, or your email address.",
    getOtp: "Get OTP",
    enterOtp: "Enter OTP",
    otpHint: "The {digits}-digit code sent to {to}. It is valid for 10 minutes.",
    verify: "Verify and sign in",
    resendOtp: "Resend OTP",
    useAnother: "Use another number or email",
    signedOutTitle: "You are signed out",
    signedOutLead: "Sign in again to see your bookings and saved travellers.",
    login: "Login",
    continueWithout: "Continue without signing in",
    notCompleteTitle: "Sign-in did not complete",
    loginAgain: "Login again",
    signedInTitle: "You are signed in",
    takingBack: "Taking you back to where you were…",
    continue: "Continue",
    "This sign-in link is incomplete.": "This sign-in link is incomplete.",
    "A 6 digit OTP was sent to {sentTo}": "A 6 digit OTP was sent to {sentTo}",
    "Please enter a valid email or phone number": "Please enter a valid email or phone number",
    "Please enter Mobile OTP": "Please enter Mobile OTP",
    "Please enter Email OTP": "Please enter Email OTP",
    "Please enter the 6 digit OTP": "Please enter the 6 digit OTP",
    "Wrong OTP. {attemptsLeft} attempt(s) left": "Wrong OTP. {attemptsLeft} attempt(s) left",
    "Too many wrong OTPs. Please request a new OTP":
      "Too many wrong OTPs. Please request a new OTP",
    "The OTP has expired. Please request a new OTP":
      "The OTP has expired. Please request a new OTP",
    "No OTP is pending. Please request a new OTP": "No OTP is pending. Please request a new OTP",
    "Please wait {seconds} seconds before requesting another OTP":
      "Please wait {seconds} seconds before requesting another OTP",
    "Too many OTPs requested. Please try again in {minutes} minute(s)":
      "Too many OTPs requested. Please try again in {minutes} minute(s)",
    "Your sign-in has expired. Please login again.":
      "Your sign-in has expired. Please login again.",
    "It seems you are logged out. Please login to continue.":
      "It seems you are logged out. Please login to continue.",
  },
  {
    signInTitle: "सफ़र में साइन इन करें",
    signInLead:
      "अपना मोबाइल नंबर या ईमेल डालें। हम आपको एक बार इस्तेमाल होने वाला पासवर्ड (OTP) भेजेंगे; कोई पासवर्ड याद रखने की ज़रूरत नहीं।",
    backToSafar: "सफ़र पर वापस जाएँ",
    mobileOrEmail: "मोबाइल नंबर या ईमेल",
    identifierHint: "10 अंकों का मोबाइल नंबर, या आपका ईमेल पता।",
    getOtp: "OTP पाएँ",
    enterOtp: "OTP डालें",
    otpHint: "{to} पर भेजा गया {digits} अंकों का कोड। यह 10 मिनट तक मान्य है।",
    verify: "जाँचें और साइन इन करें",
    resendOtp: "OTP फिर से भेजें",
    useAnother: "दूसरा नंबर या ईमेल इस्तेमाल करें",
    signedOutTitle: "आप साइन आउट हो गए हैं",
    signedOutLead: "अपनी बुकिंग और सहेजे गए यात्री देखने के लिए फिर से साइन इन करें।",
    login: "लॉगिन",
    continueWithout: "साइन इन किए बिना जारी रखें",
    notCompleteTitle: "साइन इन पूरा नहीं हुआ",
    loginAgain: "फिर से लॉगिन करें",
    signedInTitle: "आप साइन इन हो गए हैं",
    takingBack: "आपको वहीं वापस ले जा रहे हैं जहाँ आप थे…",
    continue: "जारी रखें",
    "This sign-in link is incomplete.": "यह साइन इन लिंक अधूरा है।",
    "A 6 digit OTP was sent to {sentTo}": "{sentTo} पर 6 अंकों का OTP भेजा गया",
    "Please enter a valid email or phone number": "कृपया मान्य ईमेल या फ़ोन नंबर डालें",
    "Please enter Mobile OTP": "कृपया मोबाइल OTP डालें",
    "Please enter Email OTP": "कृपया ईमेल OTP डालें",
    "Please enter the 6 digit OTP": "कृपया 6 अंकों का OTP डालें",
    "Wrong OTP. {attemptsLeft} attempt(s) left": "गलत OTP। {attemptsLeft} प्रयास बाकी",
    "Too many wrong OTPs. Please request a new OTP": "बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ",
    "The OTP has expired. Please request a new OTP": "OTP की समय-सीमा खत्म हो गई। कृपया नया OTP मँगाएँ",
    "No OTP is pending. Please request a new OTP": "कोई OTP बाकी नहीं है। कृपया नया OTP मँगाएँ",
    "Please wait {seconds} seconds before requesting another OTP":
      "दूसरा OTP मँगाने से पहले कृपया {seconds} सेकंड रुकें",
    "Too many OTPs requested. Please try again in {minutes} minute(s)":
      "बहुत बार OTP मँगाया गया। कृपया {minutes} मिनट बाद फिर से प्रयास करें",
    "Your sign-in has expired. Please login again.":
      "आपके साइन इन की समय-सीमा खत्म हो गई। कृपया फिर से लॉगिन करें।",
    "It seems you are logged out. Please login to continue.":
      "लगता है आप लॉग आउट हो गए हैं। जारी रखने के लिए कृपया लॉगिन करें।",
  },
);

export type AuthMessages = (typeof AUTH)["en"];
