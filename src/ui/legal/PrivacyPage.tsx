import { List, Text } from '../base'
import { SITE_NAME } from '../../shared/constants'
import { useSiteData } from '../layout/site-data'
import { AnchorLink } from '../links'
import { ContactDetails, ExternalLink, LegalPage, type LegalSection, type InfoPageProps } from './LegalPage'

/** OpenStreetMap's tile server (the default MAP_TILE_URL), whose operator publishes its own privacy policy. */
const OSM_TILE_HOST = 'tile.openstreetmap.org'

/** Who receives a visitor's address when a map is shown: the tile server this site is configured with. */
function MapTilesPrivacy() {
  const host = /^https?:\/\/([^/]+)/.exec(useSiteData().map.tileUrl)?.[1] ?? ''
  return (
    <>
      <b>Maps.</b> Arcade pages show a map of where the arcade is, and the search, state and city pages show one when
      you choose Map. Only then does your browser fetch the map's images (tiles) directly from the map server at {host}
      {host === OSM_TILE_HOST ? (
        <>
          , run by the OpenStreetMap Foundation, which receives your IP address, browser details and the part of the map
          you view under the{' '}
          <ExternalLink href="https://osmfoundation.org/wiki/Privacy_Policy">
            OpenStreetMap Foundation Privacy Policy
          </ExternalLink>
          .
        </>
      ) : (
        ', which receives your IP address, browser details and the part of the map you view.'
      )}{' '}
      The map's code, markers and arcade details come from our own server.
    </>
  )
}

const SECTIONS: LegalSection[] = [
  {
    title: 'Who We Are and What This Policy Covers',
    content: (
      <Text>
        {SITE_NAME} ("we", "us") operates this website, a directory of arcades in the United States. This policy
        explains what information we collect when you use the Site or write to us, how we use it and the choices you
        have. It does not cover third-party websites and services that we link to or embed; see Section 6.
      </Text>
    ),
  },
  {
    title: 'Information We Collect',
    content: (
      <>
        <List spacing={4}>
          <List.Item>
            <b>Server logs.</b> Like almost every website, our server records each request it receives: your IP address,
            the date and time, the address requested (including any search terms in it), the response status, the
            referring page and your browser's user-agent string.
          </List.Item>
          <List.Item>
            <b>Searches.</b> What you type into the search box is sent to our server to find matching arcades. It is not
            linked to your identity.
          </List.Item>
          <List.Item>
            <b>Messages.</b> If you e-mail us, we receive your e-mail address and whatever your message contains.
          </List.Item>
          <List.Item>
            <b>Administrators.</b> For the people who manage the directory we store a username, the password only as a
            salted one-way hash, sign-in sessions (a hash of the session token and its expiry times) and recent failed
            sign-in attempts, which we use to stop password guessing.
          </List.Item>
        </List>
        <Text>
          Visitors do not create accounts. We do not ask for your name, payment details or location, and the Site does
          not read your device's location. The sample arcade listings describe invented businesses and contain no
          personal information.
        </Text>
      </>
    ),
  },
  {
    title: 'Cookies',
    content: (
      <>
        <Text>
          We set exactly one cookie, and only for administrators: a session cookie created when an administrator signs
          in, which keeps them signed in. It cannot be read by scripts (HttpOnly), is not sent with requests from other
          sites (SameSite=Lax), is sent only over HTTPS when the Site is served over HTTPS, and ends when the
          administrator signs out, after a period of inactivity (30 minutes by default) or after a maximum lifetime (12
          hours by default).
        </Text>
        <Text>
          Visitors who do not sign in receive no cookies from us. We use no analytics, advertising, tracking or social
          media cookies, no tracking pixels and no browser fingerprinting. Third-party services may set their own
          cookies when you use them; see Section 6.
        </Text>
      </>
    ),
  },
  {
    title: 'How We Use Information',
    content: (
      <>
        <Text>We use the information described above only to:</Text>
        <List spacing={4}>
          <List.Item>deliver the pages and search results you ask for;</List.Item>
          <List.Item>
            keep the Site secure, detect and prevent abuse, and limit repeated failed sign-in attempts;
          </List.Item>
          <List.Item>find and fix errors and understand the Site's load in aggregate;</List.Item>
          <List.Item>answer your messages and handle your requests;</List.Item>
          <List.Item>comply with our legal obligations.</List.Item>
        </List>
        <Text>
          We do not build profiles of visitors, do not use your information for targeted advertising and make no
          automated decisions that have legal or similarly significant effects on you.
        </Text>
      </>
    ),
  },
  {
    title: 'How We Share Information',
    content: (
      <>
        <Text>
          We do not sell personal information and do not share it for cross-context behavioral advertising. We disclose
          it only:
        </Text>
        <List spacing={4}>
          <List.Item>
            to service providers who host and operate the Site or our e-mail for us, and who may use it only for that
            purpose;
          </List.Item>
          <List.Item>when the law or valid legal process requires it;</List.Item>
          <List.Item>to protect the rights, safety and security of our visitors, the public or ourselves;</List.Item>
          <List.Item>
            to a successor if the Site is sold or transferred, who must continue to protect it as this policy describes.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Third-Party Maps, Links and Affiliate Content',
    content: (
      <List spacing={4}>
        <List.Item>
          <MapTilesPrivacy />
        </List.Item>
        <List.Item>
          <b>Google Maps.</b> The "Get Directions" and "View on Google Maps" buttons are plain links: nothing is sent to
          Google unless you click one, and then{' '}
          <ExternalLink href="https://policies.google.com/privacy">Google's Privacy Policy</ExternalLink> applies.
        </List.Item>
        <List.Item>
          <b>Amazon.</b> Affiliate links and product widgets lead to, or load content from, Amazon. If you follow an
          affiliate link, Amazon may set cookies on its own site to credit the referral to us, under the{' '}
          <ExternalLink href="https://www.amazon.com/gp/help/customer/display.html?nodeId=GX7NJQ4ZB8MHFRNJ">
            Amazon.com Privacy Notice
          </ExternalLink>
          . Amazon reports referred sales and earnings to us in a form that does not identify you. Widget code runs in
          an isolated frame that cannot read our pages or cookies.
        </List.Item>
        <List.Item>
          <b>Arcade websites.</b> Links to a venue's own website take you to a site whose privacy practices are its own.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Data Retention',
    content: (
      <Text>
        We keep server logs for a limited time, no longer than 90 days, unless we need a specific entry longer to
        investigate a security incident or abuse. Records of failed sign-in attempts are kept only as long as needed to
        enforce sign-in limits. Administrator sessions are deleted at sign-out and expire as described in Section 3. We
        keep e-mails as long as needed to deal with your request and then delete them, unless the law requires us to
        keep them.
      </Text>
    ),
  },
  {
    title: 'Security',
    content: (
      <Text>
        We use reasonable technical and organizational measures to protect information: encrypted connections where the
        Site is served over HTTPS, passwords and session tokens stored only as one-way hashes, a restricted
        administration area and protection against cross-site request forgery. No method of transmission or storage is
        completely secure, so we cannot guarantee absolute security.
      </Text>
    ),
  },
  {
    title: 'Your Choices and Rights',
    content: (
      <>
        <Text>
          You can use the Site without giving us any personal information. You can block or delete cookies in your
          browser; this affects only administrator sign-in. You decide whether to follow links to third-party services.
        </Text>
        <Text>
          Depending on where you live, you may have the right to access, correct or delete personal information we hold
          about you, to object to or restrict its use, and to receive a copy of it. To make a request, contact us as
          described in Section 12; we will respond within the time the law requires. Because we collect so little, we
          may need details such as your IP address and the time of your visit to find log entries that relate to you.
        </Text>
      </>
    ),
  },
  {
    title: 'California Privacy Rights (CCPA)',
    content: (
      <>
        <Text>
          If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy
          Rights Act (together, the "CCPA"), gives you the following rights:
        </Text>
        <List spacing={4}>
          <List.Item>
            <b>Right to know</b> what personal information we have collected about you in the past 12 months. The
            categories are identifiers (IP address; your e-mail address if you write to us; an administrator's username)
            and internet or other electronic network activity (the server logs described in Section 2). We collect them
            from you and your browser, use them for the purposes in Section 4 and disclose them only to the recipients
            in Section 5.
          </List.Item>
          <List.Item>
            <b>Right to delete</b> personal information we collected from you, subject to legal exceptions.
          </List.Item>
          <List.Item>
            <b>Right to correct</b> inaccurate personal information.
          </List.Item>
          <List.Item>
            <b>Right to opt out of sale or sharing.</b> We do not sell or share personal information and have not done
            so in the past 12 months, including that of consumers under 16. We nevertheless treat a Global Privacy
            Control signal as a valid opt-out request.
          </List.Item>
          <List.Item>
            <b>Right to limit the use of sensitive personal information.</b> The only sensitive personal information we
            hold is administrators' sign-in credentials, used solely to give them access to the administration area.
          </List.Item>
          <List.Item>
            <b>Right to non-discrimination</b> for exercising any of these rights.
          </List.Item>
        </List>
        <Text>
          To make a request, contact us as described in Section 12, with "California Privacy Request" in the subject. We
          verify a request by matching the details you give us with the information we hold; an authorized agent may act
          for you with your signed permission. We confirm receipt within 10 business days and respond within 45 days, or
          tell you if we need up to 45 more days.
        </Text>
      </>
    ),
  },
  {
    title: "Children's Privacy",
    content: (
      <Text>
        The Site is not directed to children under 13, and we do not knowingly collect personal information from
        children under 13. If you are a parent or guardian and believe your child has sent us personal information,
        contact us and we will delete it.
      </Text>
    ),
  },
  {
    title: 'Changes to This Policy and How to Contact Us',
    content: (
      <>
        <Text>
          We may update this policy; the date at the top of the page shows when it was last updated. If we make a
          material change, we will post a prominent notice on the Site before it takes effect. Our{' '}
          <AnchorLink to="/terms-of-service">Terms of Service</AnchorLink> also apply to your use of the Site.
        </Text>
        <Text>
          Questions or requests about your privacy? <ContactDetails />
        </Text>
      </>
    ),
  },
]

export function PrivacyPage(props: InfoPageProps & { lastUpdated: string }) {
  return (
    <LegalPage
      {...props}
      intro={
        <Text>
          In short: you can use {SITE_NAME} without an account, we set no tracking or advertising cookies, and we do not
          sell or share your personal information.
        </Text>
      }
      sections={SECTIONS}
    />
  )
}
