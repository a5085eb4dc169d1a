-- Entix sample database: the shop every example in the docs uses.
-- Load it with: mysql -u root -p < shop.sql   (it drops and recreates the database `shop`)
DROP DATABASE IF EXISTS shop;
CREATE DATABASE shop;
USE shop;

CREATE TABLE `user` (
  `id`         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  `email`      VARCHAR(255) NOT NULL COMMENT '@datatype(email)',
  `nickname`   VARCHAR(64)  NOT NULL,
  `city`       VARCHAR(64)  NULL,
  `status`     ENUM('active','banned') NOT NULL DEFAULT 'active',
  `points`     INT UNSIGNED NOT NULL DEFAULT 0,
  `is_vip`     TINYINT(1)   NOT NULL DEFAULT 0,
  `avatar`     VARCHAR(255) NOT NULL DEFAULT '',
  `created_at` DATETIME     NOT NULL COMMENT '@assignment(now)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_email` (`email`)
);

CREATE TABLE `product` (
  `id`          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  `sku`         CHAR(8)       NOT NULL,
  `name`        VARCHAR(128)  NOT NULL,
  `price`       DECIMAL(10,2) NOT NULL,
  `stock`       INT UNSIGNED  NOT NULL DEFAULT 0,
  `description` TEXT          NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_sku` (`sku`),
  CONSTRAINT `chk_price` CHECK (`price` >= 0)
);

CREATE TABLE `order` (
  `id`         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  `order_no`   VARCHAR(32)   NOT NULL COMMENT '@assignment(snowflake)',
  `user_id`    BIGINT UNSIGNED NOT NULL,
  `product_id` BIGINT UNSIGNED NOT NULL,
  `quantity`   INT UNSIGNED  NOT NULL COMMENT '@check(value between 1 and 99)',
  `amount`     DECIMAL(10,2) NOT NULL,
  `status`     ENUM('pending','paid','shipped','cancelled') NOT NULL DEFAULT 'pending',
  `paid_at`    DATETIME      NULL,
  `created_at` DATETIME      NOT NULL COMMENT '@assignment(now)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_order_no` (`order_no`),
  CONSTRAINT `fk_order_user` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`),
  CONSTRAINT `fk_order_product` FOREIGN KEY (`product_id`) REFERENCES `product` (`id`)
);

INSERT INTO `user` (`id`, `email`, `nickname`, `city`, `status`, `points`, `is_vip`, `created_at`) VALUES
  (1, 'alice@example.com', 'Alice', 'Berlin',   'active', 120, 1, '2025-05-02 09:30:00'),
  (2, 'bob@example.com',   'Bob',   'Shanghai', 'active',  80, 0, '2025-05-10 14:05:00'),
  (3, 'carol@example.com', 'Carol', 'Berlin',   'banned',   0, 0, '2025-05-20 18:45:00');

INSERT INTO `product` (`id`, `sku`, `name`, `price`, `stock`) VALUES
  (7, 'KB-87', 'Mechanical keyboard', 89.00, 25),
  (8, 'MS-02', 'Wireless mouse',      29.50, 140);

INSERT INTO `order` (`id`, `order_no`, `user_id`, `product_id`, `quantity`, `amount`, `status`, `paid_at`, `created_at`) VALUES
  (1001, '1798421350912000001', 1, 7, 2, 178.00, 'paid',    '2025-06-01 10:16:40', '2025-06-01 10:15:00'),
  (1002, '1798421350912000002', 2, 8, 1,  29.50, 'pending', NULL,                  '2025-06-02 08:00:00');

CREATE USER IF NOT EXISTS 'app'@'%' IDENTIFIED BY 'secret';
GRANT SELECT, INSERT, UPDATE, DELETE ON shop.* TO 'app'@'%';
