/** UNITED24, Ukraine's official government fundraising platform. */
export const SUPPORT_UKRAINE_URL = "https://u24.gov.ua/";
