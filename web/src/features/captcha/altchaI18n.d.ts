// the widget's translations register themselves with the widget when imported; they export nothing
declare module "altcha/i18n/*";
