import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { th, type Banner } from '@lotto/shared';

/**
 * react-slick and its resize-observer polyfill (about 17 KB gzipped) arrive after the first paint:
 * until then the first slides stand still in the same boxes, so the first banner (the page's
 * largest paint) shows without waiting for the carousel's script.
 */
const Slider = lazy(() => import('react-slick'));

/** docs/api-conventions.md#constants: autoplay every 3 s, 1 s transition, 2 slides at a time, 1 below 480 px. */
export const CAROUSEL_SETTINGS: Settings = {
  autoplay: true,
  autoplaySpeed: 3000,
  speed: 1000,
  slidesToShow: 2,
  slidesToScroll: 1,
  infinite: true,
  arrows: false,
  dots: true,
  pauseOnHover: true,
};
export const ONE_SLIDE_QUERY = '(max-width: 479.98px)';

/**
 * Whether the screen is below 480 px. react-slick's own `responsive` setting did not apply in the
 * built site (2 slides showed at 375 px), so the carousel follows a media query of its own.
 */
function useOneSlide(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(ONE_SLIDE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(ONE_SLIDE_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

/** The few rules of slick-carousel's stylesheet the carousel needs (the build has no CSS loader). */
const Frame = styled.section`
  margin: 16px 12px;
  .slick-slider {
    position: relative;
    user-select: none;
    touch-action: pan-y;
  }
  .slick-list {
    position: relative;
    overflow: hidden;
    margin: 0 -6px;
  }
  .slick-track {
    position: relative;
    display: flex;
  }
  .slick-slide > div {
    padding: 0 6px;
  }
  .slick-slide img {
    display: block;
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: 12px;
  }
  .slick-dots {
    display: flex !important;
    justify-content: center;
    gap: 2px;
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
  }
  .slick-dots button {
    width: 24px;
    height: 24px;
    padding: 7px;
    border: 0;
    background: transparent;
    font-size: 0;
    cursor: pointer;
  }
  .slick-dots button::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: #9e9e9e;
  }
  .slick-dots .slick-active button::before {
    background: ${({ theme }) => theme.yellow[900]};
  }
`;

/**
 * The banner carousel of the home page; the banners come from the site config. A slide's link
 * stays out of the tab order: slick hides the slides out of view from assistive technology.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const oneSlide = useOneSlide();
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => <Slide key={banner.image_url + index} banner={banner} index={index} />);
  const shown = oneSlide ? 1 : 2;
  return (
    <Frame aria-label={th.home.banners} aria-roledescription={th.home.bannersRole}>
      <Suspense fallback={<StillSlides slides={slides} shown={shown} />}>
        <Slider {...CAROUSEL_SETTINGS} slidesToShow={shown}>
          {slides}
        </Slider>
      </Suspense>
    </Frame>
  );
}

function Slide({ banner, index }: { banner: Banner; index: number }) {
  const image = <img src={banner.image_url} alt={th.home.bannerAlt.replace('{n}', String(index + 1))} />;
  return banner.link ? (
    <a href={banner.link} tabIndex={-1}>
      {image}
    </a>
  ) : (
    <div>{image}</div>
  );
}

/** The carousel's first frame in slick's own boxes and classes, with room for its dots. */
function StillSlides({ slides, shown }: { slides: ReactElement[]; shown: number }) {
  return (
    <div className="slick-slider">
      <div className="slick-list">
        <div className="slick-track">
          {slides.slice(0, shown).map((slide) => (
            <div key={slide.key} className="slick-slide" style={{ width: `${100 / shown}%` }}>
              <div>{slide}</div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > shown && (
        <ul className="slick-dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <li key={slide.key} className={index === 0 ? 'slick-active' : undefined}>
              <button type="button" tabIndex={-1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
