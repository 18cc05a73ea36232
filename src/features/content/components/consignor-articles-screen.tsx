/** /saas/article/consignor/index: the merchant's whole article feed. */
import { Box } from '@chakra-ui/react';
import { ArticleFeed } from './article-feed';

export function ConsignorArticlesScreen() {
  return (
    <Box p={{ base: '3', md: '4' }} maxW="820px" data-testid="consignor-articles-screen">
      <ArticleFeed perPage={50} />
    </Box>
  );
}
