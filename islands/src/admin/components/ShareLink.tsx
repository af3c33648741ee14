// A client's private link (a quotation's /q/…, an invoice's /i/…) for the
// administrator to pass on by hand, as when e-mail is off: the link itself,
// Copy link, and Send by WhatsApp (to the lead's number when the lead has
// one, else to a chat the administrator picks), with a line saying what
// the link is.
import { useState } from "react";

interface Props {
  /** The client's link. */
  link: string;
  /** What the WhatsApp message says before the link: "Your tax invoice INV/2026-27/0001 from Vanijya Digital:". */
  message: string;
  /** The lead's click-to-chat address (https://wa.me/<number>?text=…), when the lead has a number. */
  whatsappUrl?: string | null;
  /** Completes the buttons' names for screen readers: "to quotation VD/2026-27/0001". */
  what: string;
}

/** The WhatsApp address sending `text`: to the lead's number when known. */
export function whatsappTo(whatsappUrl: string | null | undefined, text: string): string {
  const to = whatsappUrl ? new URL(whatsappUrl) : new URL("https://wa.me/");
  to.search = new URLSearchParams({ text }).toString();
  return to.toString();
}

export function ShareLink({ link, message, whatsappUrl, what }: Props) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="admin-share">
      <p className="admin-share-link">
        <a href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      </p>
      <p className="admin-contact-links">
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Copy link<span className="visually-hidden"> {what}</span>
        </button>
        <a className="btn btn-secondary" href={whatsappTo(whatsappUrl, `${message} ${link}`)} target="_blank" rel="noopener noreferrer">
          Send by WhatsApp<span className="visually-hidden"> {what}</span>
        </a>
      </p>
      {copied !== null && (
        <p role="status" className={copied ? "admin-saved" : "admin-field-error"}>
          {copied ? "Link copied: paste it in your message to the client." : "This browser would not copy; select the link above and copy it yourself."}
        </p>
      )}
    </div>
  );
}
