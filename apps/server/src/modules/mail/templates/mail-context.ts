import type { ReaderPlace } from '@streamfront/contract';

/** What every template may use besides its own parameters: who the site is, and the reader. */
export interface MailContext {
  site: {
    name: string;
    supportEmail: string;
    contactPhone: string;
    paymentInstructions: string;
    webPlayerUrl: string;
    wikiUrl: string;
    brandColor: string;
    /** Links in running text: the brand colour. */
    linkColor: string;
    /** An absolute URL of the uploaded favicon, or null: the name alone heads the mail. */
    logoUrl: string | null;
  };
  /** `PUBLIC_URL`: every link in a mail is absolute. */
  siteUrl: string;
  /** The reader's language and time zone, for dates and money. */
  place: ReaderPlace;
  /** Set on mail the reader may turn off (reminders): the signed one-click link. */
  unsubscribeUrl: string | null;
}
