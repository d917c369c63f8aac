import { escapeHtml } from '../http/html.ts';

/**
 * The demo programme's content blocks: one for every key SPEC §3 names, plus about and how it works. They
 * name the programme (`programme`: the server's programmeName, HTML-escaped here).
 */
export function demoContent(programme: string): { key: string; title: string; content: string }[] {
  const name = escapeHtml(programme);
  return [
    {
      key: 'about',
      title: `About ${programme}`,
      content: `<p>${name} is the recognition programme for the people who look after our pets: the teams in pet shops, vet shops and veterinary practices across South Africa and Namibia.</p><p>Every day you help a nervous puppy through its first vaccinations, find the right food for an ageing cat, or stay late for an emergency. ${name} makes sure that work is seen. Colleagues and managers can thank you, recognise you with points, and you can spend those points on vouchers from well-known retailers.</p>`,
    },
    {
      key: 'howitworks',
      title: 'How it works',
      content:
        '<h2>Earn</h2><p>Your manager can recognise great work with points from their recognition budget. Points also arrive for product recommendations made at your clinic.</p><h2>Give</h2><p>Every month you receive a Pay It Forward allowance to thank colleagues with points of your own, and you can send a Shout Out at any time.</p><h2>Redeem</h2><p>Spend your points in the rewards shop on retail vouchers. Voucher codes are sent to your mobile number by SMS.</p>',
    },
    {
      key: 'terms',
      title: 'Terms and Conditions',
      content: `<h2>1. The programme</h2><p>${name} is offered to employees of participating pet-care businesses. Participation is voluntary and free.</p><h2>2. Points</h2><p>Points have no cash value, cannot be transferred outside the programme and expire 24 months after they were awarded. Points awarded in error may be reversed.</p><h2>3. Your account</h2><p>Keep your password secret. You are responsible for what is done with your account. Tell us at once if you think someone else has used it.</p><h2>4. Vouchers</h2><p>Vouchers are subject to the terms of the retailer that issues them. Lost or shared voucher codes cannot be replaced.</p><h2>5. Changes</h2><p>We may change these terms or end the programme with 30 days\u2019 notice. Points earned before the end may be redeemed during the notice period.</p>`,
    },
    {
      key: 'privacy',
      title: 'Privacy Policy',
      content:
        '<p>We collect your name, mobile number, email address, division and, if you choose, your date of birth, interests and profile picture. We use them to run the programme: to let colleagues recognise you, to send one-time pins and voucher codes, and to report on recognition to your employer.</p><p>We do not sell your information. Messages are sent through service providers bound by confidentiality. You may ask us to correct or delete your information through the Contact Us page. We process personal information in line with POPIA (South Africa) and applicable Namibian law.</p>',
    },
    {
      key: 'disclaimer',
      title: 'Disclaimer',
      content:
        '<p>The portal is provided as is. We do our best to keep it available and accurate, but we are not liable for losses caused by interruptions, errors in product descriptions, or the actions of voucher retailers.</p><p>Product images are for illustration only.</p>',
    },
    {
      key: 'contactusterms',
      title: 'Contact Us terms',
      content:
        '<p>By sending this message you agree that we may store it with your name and email address, and contact you about it. We keep contact messages for 12 months.</p>',
    },
    {
      key: 'topmsgcontactus',
      title: 'Contact Us',
      content: `<p>Questions about your points, an order or your account? Send us a message and the ${name} team will reply within two working days. For urgent voucher problems call 0860 752 834 (weekdays 08:00\u201317:00).</p>`,
    },
    {
      key: 'topmsgsendtoall',
      title: 'Send To All',
      content:
        '<p>SMS messages are charged per recipient. Keep SMS messages short and use email for longer news. Messages cannot be recalled once sent.</p>',
    },
    {
      key: 'btmmsgmemberdetails',
      title: 'Your details',
      content:
        '<p>Your mobile number is your login and where we send one-time pins and voucher codes. To change it, please contact us. Your date of birth and interests are optional and are shown to colleagues on the Get to Know page.</p>',
    },
    {
      key: 'topMsgRewards',
      title: 'Rewards shop',
      content:
        '<p>Vouchers are delivered by SMS, usually within minutes. Digital vouchers cannot be exchanged for cash or returned once the code has been sent.</p>',
    },
  ];
}
