// A document's number as the link to its PDF: an invoice, a note or a
// voucher (they share the invoices' ids and /admin/invoices/{id}/pdf).
export function PdfLink({ id, number }: { id: number; number: string }) {
  return (
    <a href={`/admin/invoices/${id}/pdf`} target="_blank" rel="noopener">
      {number}
      <span className="visually-hidden"> (PDF)</span>
    </a>
  );
}
