/** What simulated customers write: opening lines, replies to the agent, and incoming emails. */
import type { SeededRandom } from './seeded-random';

const OPENINGS = [
  'Hi, I have a question about my last invoice.',
  'Hello! My order has not arrived yet.',
  'Hi there, I would like to change my address.',
  'Good morning, can you help me reset my password?',
  'Hello, I was charged twice this month.',
  'Hi, I want to upgrade my plan.',
];
const REPLIES = [
  'Thanks, that helps.',
  'Sure, my order number is 48213.',
  'Could you check that again please?',
  'OK, I will wait.',
  'Yes, that is correct.',
  'Great, thank you so much!',
  'I am not sure I understand, can you explain?',
];
const EMAIL_SUBJECTS = [
  'Invoice question',
  'Delivery delayed',
  'Request for a refund',
  'Update my contact details',
  'Complaint about service',
];
const EMAIL_BODIES = [
  '<p>Hello,</p><p>Please find attached the document you asked for. Can you confirm you received it?</p><p>Best regards</p>',
  '<p>Hi,</p><p>My parcel was due last week and is still not here. Tracking details attached.</p><p>Thanks</p>',
  '<p>Dear team,</p><p>I would like a refund for my last order. The receipt is attached.</p>',
];

export const customerOpening = (random: SeededRandom): string => random.pick(OPENINGS);
export const customerReply = (random: SeededRandom): string => random.pick(REPLIES);

export interface GeneratedEmail {
  subject: string;
  body: string;
  attachments: Array<{ name: string; mimeType: string; content: Buffer }>;
}

/** A minimal but well-formed one-page PDF holding one line of text. */
function pdfWithText(line: string): Buffer {
  const safe = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function customerEmail(random: SeededRandom, customerName: string): GeneratedEmail {
  const subject = random.pick(EMAIL_SUBJECTS);
  const count = random.int(0, 2);
  const attachments: GeneratedEmail['attachments'] = [];
  if (count >= 1)
    attachments.push({
      name: 'details.txt',
      mimeType: 'text/plain',
      content: Buffer.from(
        `${subject}\nFrom: ${customerName}\nReference: ${random.int(10000, 99999)}\n`,
      ),
    });
  if (count >= 2)
    attachments.push({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      content: pdfWithText(`Receipt for ${customerName}`),
    });
  return { subject, body: random.pick(EMAIL_BODIES), attachments };
}
