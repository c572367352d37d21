/** English variants (`<code>_en`) of the site pages that have one. */

const OPERATOR_EN = 'Shanghai FPP Information Technology Co., Ltd.';
const SITE_EN = 'FPP Industry Community';
const EMAIL = 'service@fppcommunity.cn';

export const agreementEn = `<h3>1. Scope and acceptance</h3>
<p>Welcome to ${SITE_EN} (the "Platform"), operated by ${OPERATOR_EN} ("we"). The Platform serves professionals in the food, packaging and printing industries with industry news and flashes, supply and demand posts, circles, event registration and company and people directories. This User Agreement is a contract between you and us about your use of the Platform.</p>
<p>Please read this Agreement carefully before registering, in particular the clauses that limit our liability and the dispute-resolution clause. By clicking "Agree", completing registration or using the Platform you accept this Agreement in full. If you do not agree, please do not register or use the Platform.</p>
<h3>2. Accounts</h3>
<p>You may register with a mobile number verified by SMS code, or sign in with a supported third-party account and then bind a mobile number. You are invited to complete your professional profile (name, company, position, region and industry tags); the information must be true, accurate and kept up to date. Accounts are personal and may not be lent, transferred or sold. Keep your password and codes safe and tell us immediately if your account is used without permission.</p>
<h3>3. Services</h3>
<ul><li>News and flashes: read industry news, in-depth features, columns and price reports; like, save and comment.</li><li>Community: publish demand, supply, recruitment and topic posts; join public or private circles.</li><li>Events: browse and register for exhibitions, forums, training and salons; some events require online payment.</li><li>People and companies: view business cards, send friend requests and private messages, and browse companies, products and brands.</li></ul>
<h3>4. Rules of conduct</h3>
<p>You must comply with applicable laws and business ethics. You must not publish content that endangers national security, spreads rumours or false information about companies and products, infringes intellectual-property, privacy or other rights, offers counterfeit or prohibited goods or unlicensed food and food-contact materials, or consists of unrelated advertising or automated bulk posting. Supply and demand posts must describe specifications, prices, licences and delivery capacity truthfully. <strong>The Platform only provides information services and is not a party to transactions between users.</strong></p>
<h3>5. Intellectual property</h3>
<p>The software, design, original articles and compiled data of the Platform belong to us or the respective right holders. Content you publish remains yours; you grant us a free, worldwide, non-exclusive and sub-licensable licence to display and promote it on the Platform and partner channels.</p>
<h3>6. Paid services</h3>
<p>Prices, refund conditions and invoicing of event tickets and memberships are governed by the Payment, Refund and Invoicing instructions shown on the relevant pages. If an event is cancelled by its organiser, we will help you obtain a full refund.</p>
<h3>7. Breach</h3>
<p>If you breach this Agreement or the community rules we may remove content, restrict posting or messaging, or suspend or close your account. You may appeal and we will review the decision within fifteen working days.</p>
<h3>8. Disclaimer</h3>
<p>News, price reports and expert opinions are for reference only and are not investment, purchasing or legal advice. We are not liable for indirect losses caused by force majeure, network failures, maintenance or third parties.</p>
<h3>9. Changes, termination and governing law</h3>
<p>We may amend this Agreement and will notify you on the Platform; continued use means acceptance. You may close your account at any time. This Agreement is governed by the laws of the People's Republic of China; disputes shall be submitted to the competent court where ${OPERATOR_EN} is located. Questions: ${EMAIL}.</p>`;

export const privacyEn = `<h3>Introduction</h3>
<p>${OPERATOR_EN} ("we") processes personal information lawfully, fairly, necessarily and in good faith, in accordance with the Personal Information Protection Law of the People's Republic of China. This Privacy Policy explains how ${SITE_EN} collects, uses, stores, shares and protects your personal information and what rights you have.</p>
<h3>1. Information we collect</h3>
<ul><li>Registration: your mobile number and SMS verification; with your authorisation, the identifier, nickname and avatar of a third-party account.</li><li>Profile: name, gender, company, position, region, industry tags, work and education history and email. Name, company and position appear on your business card.</li><li>Posts and interactions: posts, comments, private messages, images and attachments. Anonymous posts do not show your identity to other users, but we keep publisher records as required by law.</li><li>Event registration: attendee name, mobile, company, position and the ID type and number requested by the organiser. Payment institutions process payment data; we only receive the payment result.</li><li>Device and logs: device model, browser, IP address, visit time, pages viewed and duration.</li></ul>
<h3>2. How we use it</h3>
<p>To provide sign-up, sign-in and verification; display your business card and recommend people, circles and news; process registrations, orders, e-tickets and invoices; send notifications; keep the Platform safe and moderate content; and produce statistics that do not identify you.</p>
<h3>3. Cookies</h3>
<p>We use cookies and local storage to keep you signed in and remember your language, search history and visit statistics. You can clear or block cookies in your browser, but some features may stop working.</p>
<h3>4. Sharing</h3>
<p>We do not sell personal information. We share it only with event organisers for check-in, with service providers for SMS, payment, storage and content safety under confidentiality obligations, and when required by law.</p>
<h3>5. Storage and security</h3>
<p>Personal information collected in mainland China is stored in mainland China and kept only as long as necessary. After account closure we delete or anonymise it within fifteen working days. We use encryption in transit, access control, masking and audits, and will notify you of any security incident.</p>
<h3>6. Your rights</h3>
<p>You may access, copy, correct and delete your information, withdraw consent and close your account. We reply within fifteen working days after verifying your identity.</p>
<h3>7. Minors, updates and contact</h3>
<p>The Platform is intended for industry professionals and does not knowingly collect information from minors under eighteen. We will announce material updates to this policy on the Platform. Contact our personal-information protection officer at ${EMAIL}.</p>`;

export const aboutUsEn = `<p>${SITE_EN} is a business community and media platform for the food, packaging and printing industries. We connect brand owners, ingredient and packaging suppliers, printers, machinery builders and service providers.</p>
<h3>What we offer</h3>
<ul><li>Daily industry news, flashes, in-depth features and weekly price reports</li><li>Supply and demand posts, recruitment and topic discussions in professional circles</li><li>Exhibitions, forums, training courses and factory tours with online registration</li><li>Business cards, company pages, products and brands</li></ul>
<p>Our editorial team works from Shanghai, Guangzhou and Beijing and covers the whole value chain from farm to shelf.</p>`;

export const copyrightEn = `<p>All original articles, charts, price reports and page designs on ${SITE_EN} are protected by copyright. Reproduction requires written permission and must credit the source and link to the original article.</p>
<p>Content submitted by users remains the property of its authors. If you believe any content infringes your rights, send a notice with proof of ownership and the infringing URL to ${EMAIL}; we will handle it within five working days.</p>`;

export const webhelpEn = `<h3>Getting started</h3>
<p>Sign in with your mobile number and SMS code, then complete your business card so peers can find you.</p>
<h3>Publishing</h3>
<p>Choose Demand, Supply, Recruitment or Topic, pick a theme, write a clear title and add up to nine images. Posts containing prohibited words cannot be published.</p>
<h3>Events</h3>
<p>Select a ticket type, fill in attendee information and pay online. Your e-ticket appears under My Orders.</p>
<h3>Need help?</h3>
<p>Email ${EMAIL} (working days 9:00–18:00, China Standard Time).</p>`;

export const businessCooperationEn = `<p>We work with brands, suppliers, associations and exhibition organisers on content partnerships, event co-hosting, advertising and lead generation across the food, packaging and printing industries.</p>
<ul><li>Sponsored features and interviews</li><li>Co-hosted forums, salons and factory tours</li><li>Homepage and newsletter advertising</li><li>Supplier matchmaking for procurement teams</li></ul>`;

export const contactUsEn = `<p>${OPERATOR_EN}</p>
<ul><li>Address: 398 Caoxi North Road, Xuhui District, Shanghai</li><li>Customer service: 400-820-6618</li><li>Email: ${EMAIL}</li><li>Hours: working days 9:00–18:00 (UTC+8)</li></ul>`;

export const flinkEn = `<ul><li><a href="https://www.samr.gov.cn" target="_blank" rel="noopener noreferrer">State Administration for Market Regulation</a></li><li><a href="https://www.nhc.gov.cn" target="_blank" rel="noopener noreferrer">National Health Commission</a></li><li><a href="https://www.miit.gov.cn" target="_blank" rel="noopener noreferrer">Ministry of Industry and Information Technology</a></li><li><a href="https://www.mee.gov.cn" target="_blank" rel="noopener noreferrer">Ministry of Ecology and Environment</a></li><li><a href="https://www.fao.org" target="_blank" rel="noopener noreferrer">Food and Agriculture Organization of the United Nations</a></li></ul>`;

export const guideEn = `<h3>Step 1: complete your business card</h3><p>Add your real name, company, position and industry tags. The more complete your card, the more peers will trust you.</p>
<h3>Step 2: follow your industry</h3><p>Follow the topics and columns you care about in News, and join the circles that match your business.</p>
<h3>Step 3: publish supply and demand</h3><p>Post your purchasing needs or products in the community. State the specification, quantity and delivery place to get more relevant replies.</p>
<h3>Step 4: attend events</h3><p>Exhibitions, salons and factory tours are good places to meet peers. After registering, your e-ticket is under My Orders.</p>`;

export const joinUsEn = `<p>We are looking for colleagues who care about the industry and are good at content and product. Location: Shanghai.</p>
<ul><li>Industry reporter (food / packaging and printing): experience in trade journalism, strong interviewing and writing</li><li>Event operations: planning and running forums, salons and training courses</li><li>Community operations: keeping circles lively, planning topics and supply–demand matchmaking</li><li>Front-end engineer: React and TypeScript</li></ul>
<p>Send your CV to hr@fppcommunity.cn with the position and your name in the subject line.</p>`;

export const paymentInstructionsEn = `<p>Event tickets and membership services can be paid with WeChat Pay, Alipay or bank transfer. Please pay within 30 minutes of placing an order; unpaid orders are cancelled automatically and their places released.</p>
<p>For a bank transfer, put the order number in the transfer note. Once our finance team confirms receipt (usually one to two working days), the order shows as paid.</p>`;

export const refundInstructionsEn = `<ul><li>Requests made more than 7 days before the event: full refund;</li><li>3 to 7 days before the event: 50% of the ticket price;</li><li>Less than 3 days before the event: no refund, but the ticket may be transferred to a colleague;</li><li>Events cancelled or rescheduled by the organiser: full refund on request.</li></ul>
<p>Approved refunds are returned to the original payment method within seven working days.</p>`;

export const invoicingInstructionsEn = `<p>After payment you can request a VAT general or special invoice from the order details. Enter the company name, taxpayer ID, address, phone and bank details exactly. Electronic invoices are emailed within ten working days after the event.</p>
<p>Invoices are issued for "conference fee" or "training fee" by default; contact customer service for other wording.</p>`;

export const postRiskNoticeEn = `<p>The Platform only hosts supply and demand information and discussion; it takes no part in transactions between users. To protect yourself:</p>
<ul><li>check the other party's business licence, production permits and product test reports before trading;</li><li>sign a written contract for large orders and pay to a company account;</li><li>be wary of requests for large deposits and of prices far below the market;</li><li>press "Report" on any suspicious post and we will look into it promptly.</li></ul>`;

export const contactNewsEn = `<p>Companies are welcome to send news of product launches, new plants and partnerships, and industry insiders to share leads. Send your story to news@fppcommunity.cn with a contact name and phone number; the newsroom replies within three working days.</p><p>We never charge for publishing. The newsroom decides which submissions are used.</p>`;
