import { Link } from 'react-router';
import { useSite } from '@/features/site/api/get-site';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { DocumentSections, type DocumentSection } from './content/document-sections';
import { PublicPage } from './public-page';

function sections(webPlayerUrl: string): DocumentSection[] {
  return [
    {
      id: 'before-you-start',
      title: 'Before you start',
      body: (
        <>
          <p>Three things make set-up quick on any device:</p>
          <ul>
            <li>
              <strong>An account and a package.</strong> Choose one on the{' '}
              <Link to="/packages">Packages</Link> page and register with your email address.
            </li>
            <li>
              <strong>Your login for the apps.</strong> Once your package is active, the username
              and password the apps and the Web Player ask for are under Your subscription in{' '}
              <Link to="/account">My account</Link> (also in the mail that says it is active).
            </li>
            <li>
              <strong>A steady connection.</strong> At least 10 Mbps per screen for HD and 25 Mbps
              for 4K. For TVs a network cable, or 5 GHz Wi-Fi close to the router, works best.
            </li>
            <li>
              <strong>An up-to-date device.</strong> Install the latest system update on your TV,
              streaming stick, phone or tablet before you install the app.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'smart-tv',
      title: 'Smart TV (Samsung and LG)',
      body: (
        <>
          <p>
            The app runs on Samsung smart TVs from 2018 onwards (Tizen) and LG smart TVs with webOS
            4.0 or later.
          </p>
          <ol>
            <li>
              Press the Home button on your remote and open the app store (Samsung Apps or LG
              Content Store).
            </li>
            <li>
              Search for <strong>Streamfront</strong> and select Install.
            </li>
            <li>Open the app and choose Sign in.</li>
            <li>
              Enter the username and password from <Link to="/account">My account</Link> with the
              on-screen keyboard.
            </li>
            <li>Pick a channel or event from the guide and press OK to start watching.</li>
          </ol>
          <p>
            Tip: on Samsung TVs turn off Auto Motion Plus for sports, and on LG TVs TruMotion, to
            avoid a soap-opera look on fast action.
          </p>
        </>
      ),
    },
    {
      id: 'android-fire-tv',
      title: 'Android TV, Google TV and Amazon Fire TV',
      body: (
        <>
          <p>
            Works on Android TV 9 or later (including Google TV, Nvidia Shield, Sony and Philips
            TVs) and on Fire TV Stick, Fire TV Cube and Fire TV Edition televisions.
          </p>
          <ol>
            <li>Open Google Play on Android TV, or Find &gt; Search on Fire TV.</li>
            <li>
              Search for <strong>Streamfront</strong> and select Install (Get on Fire TV).
            </li>
            <li>
              Open the app from your apps row. On Fire TV you can hold the Home button and choose
              Apps to move it to the front.
            </li>
            <li>
              Choose Sign in and enter the username and password from{' '}
              <Link to="/account">My account</Link>.
            </li>
          </ol>
          <p>
            Android phones and tablets work the same way: install Streamfront from Google Play
            (Android 9 or later) and sign in.
          </p>
        </>
      ),
    },
    {
      id: 'ios-apple-tv',
      title: 'iPhone, iPad and Apple TV',
      body: (
        <>
          <p>
            The app needs iOS or iPadOS 16 or later, and tvOS 16 or later on Apple TV HD and Apple
            TV 4K.
          </p>
          <ol>
            <li>
              Open the App Store and search for <strong>Streamfront</strong>.
            </li>
            <li>Select Get, then open the app.</li>
            <li>
              Choose Sign in and enter the username and password from{' '}
              <Link to="/account">My account</Link>.
            </li>
            <li>
              On iPhone and iPad you can send the picture to a TV with AirPlay: start playback, tap
              the AirPlay icon and pick your Apple TV or AirPlay-compatible television.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: 'web',
      title: 'Web browser (Web Player)',
      body: (
        <>
          <p>
            No installation needed: the Web Player runs in the latest two versions of Chrome, Edge,
            Firefox and Safari on Windows, macOS, Linux and ChromeOS.
          </p>
          <ol>
            <li>
              Open the{' '}
              <a href={webPlayerUrl} target="_blank" rel="noopener noreferrer">
                Web Player
              </a>{' '}
              in your browser.
            </li>
            <li>
              Sign in with the username and password from <Link to="/account">My account</Link>.
            </li>
            <li>
              Choose a channel, event or title. Use the full-screen button or press F on your
              keyboard for full screen.
            </li>
          </ol>
          <p>
            If the picture stays black, allow protected content in your browser settings (Chrome:
            Settings &gt; Privacy and security &gt; Site settings &gt; Protected content IDs) and
            turn off extensions that block scripts or video.
          </p>
        </>
      ),
    },
    {
      id: 'troubleshooting',
      title: 'Troubleshooting',
      body: (
        <>
          <h3>Buffering or a blurry picture</h3>
          <ul>
            <li>
              Run a speed test on the same device: you need 10 Mbps for HD and 25 Mbps for 4K per
              screen.
            </li>
            <li>Restart the app, then your router and your device (unplug them for 30 seconds).</li>
            <li>
              Use a network cable or move the router closer; pause large downloads and game updates.
            </li>
          </ul>
          <h3>The app will not sign in</h3>
          <ul>
            <li>
              Check the username and password for typing mistakes (Show and Copy under Your
              subscription in <Link to="/account">My account</Link> help) and that Caps Lock is off.
            </li>
            <li>
              Still refused? Press Get a new password there: the old one stops working on every
              device, so sign in again with the new one.
            </li>
            <li>Make sure the date and time on the device are set automatically.</li>
            <li>Sign out on the device, close the app completely and sign in again.</li>
          </ul>
          <h3>“Too many devices”</h3>
          <p>
            Your package limits how many screens play at the same moment. Stop playback elsewhere,
            or choose a package with more screens.
          </p>
          <h3>No sound or no subtitles</h3>
          <p>
            Open the audio and subtitle menu during playback and choose another track. On TVs with a
            soundbar, set the TV&apos;s digital audio output to PCM or Auto.
          </p>
          <h3>Still not working?</h3>
          <p>
            <Link to="/report-content">Report the problem</Link> with the device, the app version
            and what you were watching, or <Link to="/contact">contact support</Link>. We reply
            within one business day.
          </p>
        </>
      ),
    },
  ];
}

export function SetupGuidePage() {
  const site = useSite().data ?? SITE_DEFAULTS;
  return (
    <PublicPage
      title="Setup Guide"
      eyebrow="Get started"
      description="Set up Streamfront on Samsung and LG smart TVs, Android TV, Fire TV, iPhone, iPad, Apple TV and the Web Player, plus fixes for buffering and sign-in problems."
      intro="Get Streamfront running on your TV, phone, tablet or computer in a few minutes. Pick your device below; troubleshooting tips are at the end."
    >
      <DocumentSections sections={sections(site.webPlayerUrl)} contentsLabel="Devices" />
    </PublicPage>
  );
}
