import { formatCount, type Mobilization } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { categoryColours } from '../categories.ts';

/** A template's name as people read it: "membership_fee_due" as "membership fee due". */
const topicName = (template: string) => template.replace(/_+/g, ' ').trim();

/**
 * The three campaigns (document 2, 2.12), each from its own messages of the period: how many were
 * sent, the card's rate with what it means, and the templates sent most.
 */
export const CampaignCards = ({
  campaigns,
  minMessages,
}: {
  campaigns: Mobilization['campaigns'];
  minMessages: number;
}) => {
  const { t } = useTranslation('mobilization');
  return (
    <section aria-labelledby="mobilization-campaigns" className="flex flex-col gap-3">
      <h2 id="mobilization-campaigns" className="text-lg font-semibold">
        {t('campaigns.title')}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-3">
        {campaigns.map((campaign) => {
          const name = t(`categories.${campaign.category}`);
          return (
            <li
              key={campaign.category}
              aria-label={name}
              className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
              style={{ borderTopColor: categoryColours[campaign.category], borderTopWidth: 4 }}
            >
              <h3 className="font-semibold">{name}</h3>
              <dl className="grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-sm text-gray-600">{t('campaigns.sent')}</dt>
                  <dd className="text-xl font-semibold">{formatCount(campaign.sent)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-gray-600">{t(`campaigns.rates.${campaign.rateKind}`)}</dt>
                  <dd className="text-xl font-semibold">
                    {campaign.rate === null ? (
                      <span className="text-sm font-medium text-gray-700">{t('campaigns.noRate')}</span>
                    ) : (
                      `${campaign.rate}%`
                    )}
                  </dd>
                </div>
              </dl>
              <p className="text-xs text-gray-600">
                {campaign.rate === null
                  ? t('campaigns.notEnough', { min: minMessages })
                  : t(`campaigns.explain.${campaign.rateKind}`)}
              </p>
              <div>
                <h4 className="text-sm font-medium text-gray-700">{t('campaigns.topics')}</h4>
                {campaign.topics.length ? (
                  <ul className="mt-1 flex flex-wrap gap-1">
                    {campaign.topics.map((topic) => (
                      <li
                        key={topic.template}
                        className="rounded-full bg-gray-100 px-2 py-0.5 text-xs break-all text-gray-800"
                      >
                        {topicName(topic.template)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-gray-500">{t('campaigns.noTopics')}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
