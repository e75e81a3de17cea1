import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { backofficeLabels, type SiteConfig, withValues } from '@lotto/shared';
import { useLoadConfigQuery, type QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, FieldError, Muted, PageTitle, QueryState, TextField } from '@lotto/ui';
import { useSaveSiteConfigMutation } from '../api/siteConfigApi';
import { checkSiteConfig, formOf, type SiteConfigForm } from '../siteConfigForm';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';

const l = backofficeLabels.siteConfig;

const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.fieldset`
  display: grid;
  gap: 0 12px;
  align-items: start;
  margin: 0 0 12px;
  padding: 12px;
  border: 1px solid #e0e0e0;
  border-radius: 10px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 96px 1fr 1fr auto;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const RateItem = styled(Item)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr auto;
  }
`;

const Thumb = styled.img`
  width: 96px;
  height: 48px;
  object-fit: cover;
  border-radius: 6px;
  background: #eee;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/**
 * ตั้งค่าเว็บ (admin): contact link, popup, banners and the home page's rate table; members see them on their next load.
 * Below them, who must have a second factor. `first` comes right under the title (the maintenance windows).
 */
export default function SiteConfigPage({ first }: { first?: ReactNode }) {
  const config = useLoadConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  // The form starts again from what is stored when that changes, not when the maintenance windows do.
  const { maintenance: _maintenance, ...stored } = config.data ?? { maintenance: [] };
  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      {first}
      <QueryState isLoading={config.isLoading} error={config.error} refetch={config.refetch}>
        {config.data && <ConfigForm key={JSON.stringify(stored)} stored={config.data} />}
      </QueryState>
      <SecondFactorPolicyCard />
    </>
  );
}

type ListName = 'banners' | 'rates';

/**
 * The banners or the home page's rates: one fieldset per item (its picture first for a banner)
 * with its two fields and a remove button, then an add button.
 */
function ListSection<L extends ListName>({
  list,
  form,
  errors,
  onChange,
  blank,
  words,
  fields,
}: {
  list: L;
  form: SiteConfigForm;
  errors: Record<string, string>;
  onChange: (next: SiteConfigForm) => void;
  blank: SiteConfigForm[L][number];
  words: { title: string; legend: (n: number) => string; remove: string; add: string };
  fields: { key: keyof SiteConfigForm[L][number] & string; id: string; label: string }[];
}) {
  const items = form[list] as SiteConfigForm[L][number][];
  const update = (next: SiteConfigForm[L][number][]) => onChange({ ...form, [list]: next });
  const Frame = list === 'banners' ? Item : RateItem;
  const singular = list === 'banners' ? 'banner' : 'rate';
  return (
    <Section id={`config-${list}`} title={words.title}>
      {items.length === 0 && <Muted as="p">{l.empty}</Muted>}
      {items.map((item, index) => {
        const n = index + 1;
        return (
          <Frame key={index}>
            <legend>{words.legend(n)}</legend>
            {'image_url' in item && (item.image_url ? <Thumb src={item.image_url} alt="" /> : <span />)}
            {fields.map(({ key, id, label }) => (
              <TextField
                key={key}
                id={`config-${singular}-${n}-${id}`}
                label={withValues(label, { n })}
                autoComplete="off"
                value={String(item[key])}
                error={errors[`${list}.${index}.${key}`]}
                onChange={(event) => update(items.map((other, at) => (at === index ? { ...other, [key]: event.target.value } : other)))}
              />
            ))}
            <Button type="button" $variant="danger" onClick={() => update(items.filter((_, at) => at !== index))}>
              {withValues(words.remove, { n })}
            </Button>
          </Frame>
        );
      })}
      <Button type="button" onClick={() => update([...items, blank])}>
        {words.add}
      </Button>
    </Section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Card>
  );
}

function ConfigForm({ stored }: { stored: SiteConfig }) {
  const [form, setForm] = useState(() => formOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveSiteConfigMutation();

  const change = (next: SiteConfigForm) => {
    setForm(next);
    if (checked) setErrors(checkSiteConfig(next, stored).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const { errors: found, changes } = checkSiteConfig(form, stored);
    setErrors(found);
    if (!changes) return;
    if (Object.keys(changes).length === 0) {
      toast.info(l.unchanged);
      return;
    }
    const answer = await save(changes);
    if ('error' in answer) setFailure((answer.error as QueryError).message);
    else toast.success(l.saved);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Section id="config-contact" title={l.contact}>
        <TextField
          id="config-line-url"
          label={l.lineUrl}
          value={form.line_url}
          error={errors.line_url}
          autoComplete="off"
          onChange={(event) => change({ ...form, line_url: event.target.value })}
        />
      </Section>
      <Section id="config-popup" title={l.popup}>
        <Check>
          <input
            type="checkbox"
            checked={form.popup_status}
            autoComplete="off"
            onChange={(event) => change({ ...form, popup_status: event.target.checked })}
          />
          {l.popupStatus}
        </Check>
        <Columns>
          <TextField
            id="config-popup-url"
            label={l.popupUrl}
            value={form.popup_url}
            error={errors.popup_url}
            autoComplete="off"
            onChange={(event) => change({ ...form, popup_url: event.target.value })}
          />
          <TextField
            id="config-popup-link"
            label={l.popupLink}
            value={form.popup_link}
            error={errors.popup_link}
            autoComplete="off"
            onChange={(event) => change({ ...form, popup_link: event.target.value })}
          />
        </Columns>
      </Section>
      <ListSection
        list="banners"
        form={form}
        errors={errors}
        onChange={change}
        blank={{ image_url: '', link: '' }}
        words={{ title: l.banners, legend: (n) => `${l.banners} ${n}`, remove: l.removeBanner, add: l.addBanner }}
        fields={[
          { key: 'image_url', id: 'image', label: l.bannerImage },
          { key: 'link', id: 'link', label: l.bannerLink },
        ]}
      />
      <ListSection
        list="rates"
        form={form}
        errors={errors}
        onChange={change}
        blank={{ label: '', rate: '' }}
        words={{ title: l.homeRates, legend: (n) => withValues(l.rateItem, { n }), remove: l.removeRate, add: l.addRate }}
        fields={[
          { key: 'label', id: 'label', label: l.rateLabel },
          { key: 'rate', id: 'rate', label: l.rateValue },
        ]}
      />
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <Actions>
        <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {backofficeLabels.actions.save}
        </Button>
        <Muted>{l.nextLoad}</Muted>
      </Actions>
    </form>
  );
}
