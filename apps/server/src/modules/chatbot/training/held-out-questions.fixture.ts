// Questions streaming customers ask, written for the test of the seeded model and never used
// to train it (seed-intents.test.ts checks none of them is a training utterance). Each names
// the intent whose answer the customer should get.

export const heldOutQuestions: [question: string, intent: string][] = [
  // payment methods
  ['could I pay through paypal', 'payment_methods'],
  ['do you take paypal payments?', 'payment_methods'],
  ['is it possible to pay with apple pay', 'payment_methods'],
  ['which payment options are there', 'payment_methods'],
  ['is paying cash possible', 'payment_methods'],
  ['do you accept visa cards', 'payment_methods'],
  ['can I pay using google pay', 'payment_methods'],
  ['do you accept crypto or bitcoin', 'payment_methods'],
  // named tournaments and leagues
  ['will you show the World Cup', 'sports_coverage'],
  ['is the champions league included', 'sports_coverage'],
  ['can i watch premier league matches live', 'sports_coverage'],
  ['do you stream NBA games', 'sports_coverage'],
  ['will the NFL be on streamfront', 'sports_coverage'],
  ['do you have formula 1 races', 'sports_coverage'],
  ['can I watch wimbledon', 'sports_coverage'],
  ['is la liga on your service', 'sports_coverage'],
  ['do you broadcast UFC fights', 'sports_coverage'],
  ['will the euros be shown', 'sports_coverage'],
  ['super bowl live?', 'sports_coverage'],
  // device and screen limits
  ['how many devices can watch at the same time', 'multiple_screens'],
  ['can my wife and I watch on two TVs at once', 'multiple_screens'],
  ['is there a limit on simultaneous streams', 'multiple_screens'],
  ['it says too many screens are in use', 'multiple_screens'],
  ['how many screens do i get with the basic plan', 'multiple_screens'],
  ['can I stream on 3 devices simultaneously', 'multiple_screens'],
  // mobile app
  ['do you have a mobile app', 'mobile_app'],
  ['is there an app for my phone', 'mobile_app'],
  ['can i download the streamfront app on android', 'mobile_app'],
  ['is there an iphone app', 'setup_ios_appletv'],
  ['can i stream it on my mobile phone', 'mobile_app'],
  ['where do I get the app for my smartphone', 'mobile_app'],
  // specific channels
  ['do you have HBO', 'channel_lineup'],
  ['is ESPN part of the package', 'channel_lineup'],
  ['do you carry sky sports', 'channel_lineup'],
  ['can I get CNN', 'channel_lineup'],
  ['which channels do you have', 'channel_lineup'],
  ['is discovery channel included', 'channel_lineup'],
  ['do you offer BBC One', 'channel_lineup'],
  ['channel list please', 'channel_lineup'],
  // refunds
  ['i would like my money returned', 'refunds'],
  ['can I get a refund if I dont like it', 'refunds'],
  ['how many days until i get refunded', 'refunds'],
  ['i paid for the wrong package, can you refund me', 'refunds'],
  ['what is your refund policy', 'refunds'],
  // cancellation
  ['what are the steps to cancel my package', 'cancellation'],
  ['i want to stop my plan', 'cancellation'],
  ['am i able to cancel whenever i want', 'cancellation'],
  ['please end my membership', 'cancellation'],
  ['how to unsubscribe from streamfront', 'cancellation'],
  // account and password
  ['forgot the password to my account', 'account_password'],
  ['how can I reset my password', 'account_password'],
  ['i cant remember my login password', 'account_password'],
  ['i need to set a new password', 'account_password'],
  ['lost my password help', 'account_password'],
  // invoices and receipts
  ['how can I download the receipt for my order', 'invoices'],
  ['I need an invoice for my employer', 'invoices'],
  ['where do I get the invoice', 'invoices'],
  ['can you send me a receipt', 'invoices'],
  // a few everyday ones besides
  ['how much is a month', 'pricing'],
  ['how do I set it up on my samsung tv', 'setup_smart_tv'],
  ['the stream keeps freezing', 'buffering'],
  ['can I request a movie you dont have', 'vod_request'],
  ['is there a free trial', 'free_trial'],
  ['do you have promo codes', 'promo_codes'],
  ['how do i become a subscriber', 'how_to_subscribe'],
  ['can i watch on my apple tv', 'setup_ios_appletv'],
  ['whats the best way to reach your customer service team', 'contact_support'],
  ['I want to speak to a real person', 'talk_to_human'],
];
