/** The WhatsApp chat link behind every Upgrade button, with the prefilled request (spec 2.5). */
export const upgradeChatUrl = (number: string, message: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
