/** Frame of the public auth screens: brand panel (desktop/tablet) beside a centred form card. */
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPackageCheck, LuReceipt, LuWarehouse } from 'react-icons/lu';
import { useVariant, variantTitle } from '@/lib/variant';
import { LanguageSwitch } from './language-switch';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t, i18n } = useTranslation();
  const variant = useVariant();
  // re-read on language change: the title comes from the catalog
  const brand = i18n.language ? variantTitle(variant) : '';
  const features = [
    { icon: LuPackageCheck, text: t('auth.features.orders') },
    { icon: LuWarehouse, text: t('auth.features.warehouse') },
    { icon: LuReceipt, text: t('auth.features.settlement') },
  ];

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Flex
        display={{ base: 'none', md: 'flex' }}
        w={{ md: '40%', lg: '46%' }}
        maxW="720px"
        direction="column"
        justify="space-between"
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientTo="brand.950"
        color="white"
        px={{ md: 10, lg: 14 }}
        py={{ md: 10, lg: 12 }}
      >
        <HStack gap={3}>
          <Image src={variant.logo} alt="" boxSize={10} rounded="lg" bg="white" p={1} />
          <Text fontWeight="semibold" fontSize="lg" data-testid="brand-title">
            {brand}
          </Text>
        </HStack>
        <Stack gap={6}>
          <Heading as="p" size={{ md: '2xl', lg: '3xl' }} lineHeight="short" textWrap="balance">
            {t('auth.tagline')}
          </Heading>
          <Stack gap={3}>
            {features.map(({ icon: Icon, text }) => (
              <HStack key={text} gap={3} opacity={0.9}>
                <Flex boxSize={8} rounded="md" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
                  <Icon />
                </Flex>
                <Text>{text}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text fontSize="sm" opacity={0.7}>
          © {new Date().getFullYear()} Lading
        </Text>
      </Flex>

      <Flex flex="1" direction="column" minW={0}>
        <Flex justify="flex-end" px={{ base: 4, md: 6 }} pt={4}>
          <LanguageSwitch />
        </Flex>
        <Flex flex="1" align="center" justify="center" px={{ base: 4, md: 8 }} py={{ base: 6, md: 8 }}>
          <Box
            as="main"
            w="full"
            maxW="420px"
            bg="bg.panel"
            rounded="2xl"
            shadow={{ base: 'sm', md: 'lg' }}
            borderWidth="1px"
            borderColor="border.muted"
            px={{ base: 5, md: 8 }}
            py={{ base: 6, md: 8 }}
          >
            <HStack gap={3} mb={6} display={{ base: 'flex', md: 'none' }}>
              <Image src={variant.logo} alt="" boxSize={9} rounded="lg" />
              <Text fontWeight="semibold" color="brand.fg">
                {brand}
              </Text>
            </HStack>
            <Stack gap={1} mb={6}>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
            {footer && (
              <Box mt={6} pt={5} borderTopWidth="1px" borderColor="border.muted" textAlign="center" fontSize="sm">
                {footer}
              </Box>
            )}
          </Box>
        </Flex>
      </Flex>
    </Flex>
  );
}
