import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { th, withValues, type SiteConfig } from '@lotto/shared';
import { useLoadConfigQuery, type QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Field, FieldError, Input, Muted, PageTitle, QueryState } from '@lotto/ui';
import { useSaveSiteConfigMutation } from '../api/siteConfigApi';
import { checkSiteConfig, formOf, type SiteConfigForm } from '../siteConfigForm';

const l = th.backoffice.siteConfig;

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

/** ตั้งค่าเว็บ (admin): contact link, popup, banners and the home page's rate table; members see them on their next load. */
export default function SiteConfigPage() {
  const config = useLoadConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <QueryState isLoading={config.isLoading} error={config.error} refetch={config.refetch}>
        {config.data && <ConfigForm key={JSON.stringify(config.data)} stored={config.data} />}
      </QueryState>
    </>
  );
}

function TextField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
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
  const banner = (index: number, changes: Partial<SiteConfigForm['banners'][number]>) =>
    change({ ...form, banners: form.banners.map((item, at) => (at === index ? { ...item, ...changes } : item)) });
  const rate = (index: number, changes: Partial<SiteConfigForm['rates'][number]>) =>
    change({ ...form, rates: form.rates.map((item, at) => (at === index ? { ...item, ...changes } : item)) });

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
        <TextField id="config-line-url" label={l.lineUrl} value={form.line_url} error={errors.line_url} onChange={(line_url) => change({ ...form, line_url })} />
      </Section>
      <Section id="config-popup" title={l.popup}>
        <Check>
          <input type="checkbox" checked={form.popup_status} onChange={(event) => change({ ...form, popup_status: event.target.checked })} />
          {l.popupStatus}
        </Check>
        <Columns>
          <TextField id="config-popup-url" label={l.popupUrl} value={form.popup_url} error={errors.popup_url} onChange={(popup_url) => change({ ...form, popup_url })} />
          <TextField id="config-popup-link" label={l.popupLink} value={form.popup_link} error={errors.popup_link} onChange={(popup_link) => change({ ...form, popup_link })} />
        </Columns>
      </Section>
      <Section id="config-banners" title={l.banners}>
        {form.banners.length === 0 && <Muted as="p">{l.empty}</Muted>}
        {form.banners.map((item, index) => {
          const n = index + 1;
          return (
            <Item key={index}>
              <legend>{`${l.banners} ${n}`}</legend>
              {item.image_url ? <Thumb src={item.image_url} alt="" /> : <span />}
              <TextField
                id={`config-banner-${n}-image`}
                label={withValues(l.bannerImage, { n })}
                value={item.image_url}
                error={errors[`banners.${index}.image_url`]}
                onChange={(image_url) => banner(index, { image_url })}
              />
              <TextField
                id={`config-banner-${n}-link`}
                label={withValues(l.bannerLink, { n })}
                value={item.link}
                error={errors[`banners.${index}.link`]}
                onChange={(link) => banner(index, { link })}
              />
              <Button type="button" $variant="danger" onClick={() => change({ ...form, banners: form.banners.filter((_, at) => at !== index) })}>
                {withValues(l.removeBanner, { n })}
              </Button>
            </Item>
          );
        })}
        <Button type="button" onClick={() => change({ ...form, banners: [...form.banners, { image_url: '', link: '' }] })}>
          {l.addBanner}
        </Button>
      </Section>
      <Section id="config-rates" title={l.homeRates}>
        {form.rates.length === 0 && <Muted as="p">{l.empty}</Muted>}
        {form.rates.map((item, index) => {
          const n = index + 1;
          return (
            <RateItem key={index}>
              <legend>{withValues(l.rateItem, { n })}</legend>
              <TextField
                id={`config-rate-${n}-label`}
                label={withValues(l.rateLabel, { n })}
                value={item.label}
                error={errors[`rates.${index}.label`]}
                onChange={(label) => rate(index, { label })}
              />
              <TextField
                id={`config-rate-${n}-rate`}
                label={withValues(l.rateValue, { n })}
                value={item.rate}
                error={errors[`rates.${index}.rate`]}
                onChange={(value) => rate(index, { rate: value })}
              />
              <Button type="button" $variant="danger" onClick={() => change({ ...form, rates: form.rates.filter((_, at) => at !== index) })}>
                {withValues(l.removeRate, { n })}
              </Button>
            </RateItem>
          );
        })}
        <Button type="button" onClick={() => change({ ...form, rates: [...form.rates, { label: '', rate: '' }] })}>
          {l.addRate}
        </Button>
      </Section>
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <Actions>
        <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {th.backoffice.actions.save}
        </Button>
        <Muted>{l.nextLoad}</Muted>
      </Actions>
    </form>
  );
}
