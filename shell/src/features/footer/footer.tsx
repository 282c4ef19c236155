import { ActionIcon, Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@arcadia/ui';
import { IconArrowBarToUp, IconBrandTelegram, IconBrandWhatsapp, IconPhoneCall, IconShieldHeart } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { FOOTER, PATHS, openDialog } from '@arcadia/shared';
import { siteOptionValue, useSiteContent, useSiteContentFailure } from '../site-data';
import { PROVIDER_LOGOS, providerLogoUrl } from './provider-logos';
import { telegramHref, whatsappHref } from './contact-links';
import './texts';
import './footer.css';

/** SiteContent category whose pages are the footer's menu. */
export const FOOTER_CATEGORY_ID = 2;

export interface FooterProps {
  /** The site's logo, shown above the tagline. */
  logo?: React.ReactNode;
}

export function Footer({ logo }: FooterProps) {
  const { t } = useTranslation('shell');
  const siteContent = useSiteContent();
  const pagesLoad = useSiteContentFailure();
  const pages = siteContent?.categoryList?.find((c) => c.id === FOOTER_CATEGORY_ID)?.content ?? [];
  const options = siteContent?.siteOption;
  const whatsapp = whatsappHref(siteOptionValue(options, 'whatsapp'));
  const telegram = telegramHref(siteOptionValue(options, 'telegram'));
  const licenceUrl = siteOptionValue(options, 'licence-url') ?? PATHS.aboutUs;
  const developerUrl = siteOptionValue(options, 'developer-url');
  const developerName = siteOptionValue(options, 'developer-name') ?? 'Arcadia Studio';

  return (
    <footer className="arc-footer">
      <div className="arc-footer__inner">
        <div className="arc-footer__top">
          <Stack gap="sm" className="arc-footer__brand">
            {logo}
            <Text size="sm" c="dimmed" maw={320}>
              {t('footer.tagline')}
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl" className="arc-footer__columns">
            <nav aria-labelledby="footer-pages">
              <Text id="footer-pages" className="arc-footer__heading">
                {t('footer.pages')}
              </Text>
              {pagesLoad.failed && (
                <Stack gap={6} align="flex-start" role="alert" data-testid="footer-pages-failed">
                  <Text size="sm" c="dimmed">
                    {t('footer.pagesFailed')}
                  </Text>
                  <Button size="xs" variant="light" onClick={pagesLoad.retry}>
                    {t('common:actions.retry')}
                  </Button>
                </Stack>
              )}
              <ul className="arc-footer__links" data-testid="footer-pages">
                {pages.map((page) => (
                  <li key={page.id}>
                    <Anchor component={Link} to={PATHS.page(page.id)} className="arc-footer__link">
                      {page.title}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-labelledby="footer-contact">
              <Text id="footer-contact" className="arc-footer__heading">
                {t('footer.contact')}
              </Text>
              <ul className="arc-footer__links">
                <li>
                  <UnstyledButton className="arc-footer__link arc-footer__link--icon" onClick={() => openDialog('callRequest')}>
                    <IconPhoneCall size={16} /> {t('footer.callRequest')}
                  </UnstyledButton>
                </li>
                {whatsapp && (
                  <li>
                    <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer" className="arc-footer__link arc-footer__link--icon">
                      <IconBrandWhatsapp size={16} /> {t('footer.whatsapp')}
                    </Anchor>
                  </li>
                )}
                {telegram && (
                  <li>
                    <Anchor href={telegram} target="_blank" rel="noopener noreferrer" className="arc-footer__link arc-footer__link--icon">
                      <IconBrandTelegram size={16} /> {t('footer.telegram')}
                    </Anchor>
                  </li>
                )}
              </ul>
            </nav>
          </SimpleGrid>

          <Stack gap="sm" align="flex-end" className="arc-footer__aside">
            <Tooltip label={t('footer.backToTop')} withArrow>
              <ActionIcon
                size={46}
                variant="gradient"
                gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }}
                onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                aria-label={t('footer.backToTop')}
              >
                <IconArrowBarToUp size={22} />
              </ActionIcon>
            </Tooltip>
            <LicenceBadge href={licenceUrl} />
          </Stack>
        </div>

        <ul className="arc-footer__providers" aria-label={t('footer.providers')} data-testid="provider-logos">
          {PROVIDER_LOGOS.map((logo) => (
            <li key={logo.file}>
              <Image src={providerLogoUrl(logo)} alt={logo.name} width={240} height={80} h={80} w="auto" fit="contain" loading="lazy" className="arc-footer__provider" />
            </li>
          ))}
        </ul>

        <div className="arc-footer__legal">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <span className="arc-footer__age" role="img" aria-label={t('footer.adultsOnlyNotice')}>
              {t('footer.adultsOnly')}
            </span>
            <Stack gap={6} align="flex-start">
              <Text size="xs" c="dimmed" className="arc-footer__statement">
                {/* the operator may word it on the server (translationList → common:footer.operatorStatement) */}
                {t('common:footer.operatorStatement', { defaultValue: t('footer.operator', { number: FOOTER.licenceNumber }) })}
              </Text>
              <Anchor component={Link} to={PATHS.responsibleGamingInfo} size="xs" className="arc-footer__link arc-footer__link--icon" data-testid="footer-responsible-gaming">
                <IconShieldHeart size={16} aria-hidden /> {t('footer.responsible')}
              </Anchor>
            </Stack>
          </Group>
          <Group justify="space-between" gap="sm" className="arc-footer__bottom">
            <Text size="xs" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('footer.developedBy')}{' '}
              {developerUrl ? (
                <Anchor href={developerUrl} target="_blank" rel="noopener noreferrer" size="xs" c="gold.4">
                  {developerName}
                </Anchor>
              ) : (
                <Anchor component={Link} to={PATHS.aboutUs} size="xs" c="gold.4">
                  {developerName}
                </Anchor>
              )}
            </Text>
          </Group>
        </div>
      </div>
    </footer>
  );
}

/** The regulator's badge the server ships, linking to the licence details. */
export const LICENCE_BADGE_URL = `static/content/licence-${FOOTER.licenceNumber}.svg`;

function LicenceBadge({ href }: { href: string }) {
  const { t } = useTranslation('shell');
  const image = (
    <img src={LICENCE_BADGE_URL} alt={`${t('footer.licenceBadge')} · ${t('footer.licence', { number: FOOTER.licenceNumber })}`} width={154} height={56} />
  );
  const external = /^https?:\/\//i.test(href);
  return external ? (
    <a className="arc-licence" href={href} target="_blank" rel="noopener noreferrer" data-testid="licence-badge">
      {image}
    </a>
  ) : (
    <Link className="arc-licence" to={href} data-testid="licence-badge">
      {image}
    </Link>
  );
}
